import { defineErrors } from './define-errors.ts';

/** Top-ups through M-Pesa, payouts to M-Pesa and tokens sent between people. */
export const MONEY_ERRORS = defineErrors({
  too_many_payments: {
    status: 429,
    message: 'Too many payment requests. Please wait a few minutes and try again.',
  },
  payment_amount_mismatch: {
    status: 422,
    message: 'This payment was already started for a different amount. Please start a new payment.',
  },
  payment_push_failed: { status: 502, message: 'Failed to deposit tokens. Please try again.' },
  payment_not_found: { status: 404, message: 'This payment does not exist.' },
  stk_callback_incomplete: {
    status: 400,
    message: 'A successful STK callback must carry its amount and receipt.',
  },
  mpesa_receipt_used: { status: 409, message: 'This M-Pesa receipt was already used.' },
  payout_amount_mismatch: {
    status: 422,
    message: 'This payout was already requested for a different amount.',
  },
  payout_exceeds_balance: {
    status: 400,
    message: 'You can withdraw up to KSh {available, number}.',
  },
  payout_insufficient_tokens: { status: 402, message: 'Not enough tokens for this payout.' },
  payout_failed: {
    status: 502,
    message:
      'M-Pesa could not take the payout right now. The money is back in your balance; please try again later.',
  },
  recipient_not_found: {
    status: 404,
    message: 'No Pamoja account uses this phone number. Check the number and try again.',
  },
  transfer_to_self: { status: 400, message: 'You cannot send tokens to yourself.' },
  transfer_daily_limit: {
    status: 422,
    message:
      'You can send at most KSh {limit, number} a day. You can send up to KSh {remaining, number} more today.',
  },
  transfer_insufficient_tokens: {
    status: 402,
    message: 'Not enough tokens: your balance is KSh {balance, number}.',
  },
  transfer_mismatch: {
    status: 422,
    message:
      'This transfer was already sent with a different amount or recipient. Please start a new transfer.',
  },
  too_many_transfers: {
    status: 429,
    message: 'Too many transfers. Please wait an hour and try again.',
  },
});
