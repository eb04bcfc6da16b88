import { PAYMENT_HELD_MESSAGE } from '../../../shared/rules/wallet';

/**
 * What the Buy Tokens screen says, word for word as specification document 2 §8 writes it
 * (titles and descriptions of its toasts), plus the few lines the specification leaves to us.
 */
export const TOKEN_MESSAGES = {
  invalidAmount: {
    title: 'Invalid Amount',
    description: 'Please enter a valid amount (minimum 1 token).',
  },
  phoneMissing: {
    title: 'Phone Number Missing',
    description: 'Please ensure your phone number is registered.',
  },
  initiationFailed: {
    title: 'Payment Failed',
    description: 'Failed to deposit tokens. Please try again.',
  },
  paymentFailed: {
    title: 'Payment Failed',
    description: 'Your payment was not completed. Please try again.',
  },
  statusCheckFailed: {
    title: 'Payment Status Check Failed',
    description: 'Unable to verify payment status. Please contact support if money was deducted.',
  },
  timeout: {
    title: 'Payment Timeout',
    description: 'Payment verification timed out. Please contact support if money was deducted.',
  },
  requestSent: { title: 'Payment Request Sent' },
  paid: { title: 'Payment Successful!' },
  held: { title: 'Payment Being Checked', description: PAYMENT_HELD_MESSAGE },
} as const;

/** Our own words where the specification has none. */
export const PROMPT_HINT = 'Check your phone and enter your M-Pesa PIN to complete the payment.';
