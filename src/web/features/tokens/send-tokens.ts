import { COMMON_ERRORS } from '../../../shared/errors/common';
import { formatMessage } from '../../../shared/errors/format-message';
import { MONEY_ERRORS } from '../../../shared/errors/money';
import { PHONE_INVALID_MESSAGE, toE164KenyanPhone } from '../../../shared/phone';
import { TRANSFER_AMOUNT_MESSAGE, transferAmountProblem } from '../../../shared/rules/wallet';
import { ApiError, errorCodeOf } from '../../lib/api-error';
import { parseAmount } from '../../lib/parse-amount';

// Sending tokens to another person (issue 17): what the form checks before asking the server,
// and what a refusal says, from the error's code and data (src/shared/errors/money.ts).

export type SendField = 'phone' | 'amount';

export interface SendProblem {
  /** The field to point at; null for the whole send. */
  field: SendField | null;
  message: string;
}

export type SendInput =
  | { ok: true; phoneNumber: string; amount: number }
  | { ok: false; problem: SendProblem };

/** The phone and amount as the API takes them, or the first thing wrong with them. */
export function checkSendInput(
  phoneText: string,
  amountText: string,
  ownPhone: string | null,
): SendInput {
  const phoneNumber = toE164KenyanPhone(phoneText);
  if (!phoneNumber)
    return { ok: false, problem: { field: 'phone', message: PHONE_INVALID_MESSAGE } };
  if (phoneNumber === ownPhone) {
    return {
      ok: false,
      problem: { field: 'phone', message: MONEY_ERRORS.transfer_to_self.message },
    };
  }
  const amount = parseAmount(amountText);
  if (transferAmountProblem(amount) !== null) {
    return { ok: false, problem: { field: 'amount', message: TRANSFER_AMOUNT_MESSAGE } };
  }
  return { ok: true, phoneNumber, amount };
}

/** No registered account behind the phone, as the lookup answers it. */
export const RECIPIENT_NOT_FOUND: SendProblem = {
  field: 'phone',
  message: MONEY_ERRORS.recipient_not_found.message,
};

const SEND_FALLBACK = 'Your tokens could not be sent. Please check your connection and try again.';

/** What a failed lookup or send says, and which field it is about. */
export function sendProblem(error: unknown): SendProblem {
  const data = error instanceof ApiError ? (error.data as Record<string, unknown>) : {};
  switch (errorCodeOf(error)) {
    case 'recipient_not_found':
      return RECIPIENT_NOT_FOUND;
    case 'transfer_to_self':
      return { field: 'phone', message: MONEY_ERRORS.transfer_to_self.message };
    case 'phone_invalid':
      return { field: 'phone', message: PHONE_INVALID_MESSAGE };
    case 'transfer_daily_limit':
      return {
        field: 'amount',
        message: formatMessage(MONEY_ERRORS.transfer_daily_limit.message, data),
      };
    case 'transfer_insufficient_tokens':
      return {
        field: 'amount',
        message: formatMessage(MONEY_ERRORS.transfer_insufficient_tokens.message, data),
      };
    case 'transfer_mismatch':
      return { field: null, message: MONEY_ERRORS.transfer_mismatch.message };
    case 'too_many_transfers':
      return { field: null, message: MONEY_ERRORS.too_many_transfers.message };
    case 'too_many_lookups':
      return { field: null, message: COMMON_ERRORS.too_many_lookups.message };
    case 'not_authenticated':
      return { field: null, message: COMMON_ERRORS.not_authenticated.message };
    default:
      return { field: null, message: SEND_FALLBACK };
  }
}
