import { t } from '@lingui/core/macro';

/**
 * What the Buy Tokens screen says, word for word as specification document 2 §8 writes it
 * (titles and descriptions of its toasts), plus the few lines the specification leaves to us; in
 * the language on screen when asked for.
 */
export function tokenMessages() {
  return {
    invalidAmount: {
      title: t`Invalid Amount`,
      description: t`Please enter a valid amount (minimum 1 token).`,
    },
    phoneMissing: {
      title: t`Phone Number Missing`,
      description: t`Please ensure your phone number is registered.`,
    },
    initiationFailed: {
      title: t`Payment Failed`,
      description: t`Failed to deposit tokens. Please try again.`,
    },
    paymentFailed: {
      title: t`Payment Failed`,
      description: t`Your payment was not completed. Please try again.`,
    },
    statusCheckFailed: {
      title: t`Payment Status Check Failed`,
      description: t`Unable to verify payment status. Please contact support if money was deducted.`,
    },
    timeout: {
      title: t`Payment Timeout`,
      description: t`Payment verification timed out. Please contact support if money was deducted.`,
    },
    requestSent: { title: t`Payment Request Sent` },
    paid: { title: t`Payment Successful!` },
    held: {
      title: t`Payment Being Checked`,
      description: t`M-Pesa paid a different amount than you asked for. We are checking this payment and will credit your tokens once it is confirmed.`,
    },
  };
}

/** Our own words where the specification has none. */
export const promptHint = () =>
  t`Check your phone and enter your M-Pesa PIN to complete the payment.`;
