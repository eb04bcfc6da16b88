import { t } from '@lingui/core/macro';
import { formatKsh } from '../../../shared/format-money';
import { toE164KenyanPhone } from '../../../shared/phone';
import { MAX_TRANSFER, MIN_TRANSFER, transferAmountProblem } from '../../../shared/rules/wallet';
import { ApiError, errorCodeOf } from '../../lib/api-error';
import { parseAmount } from '../../lib/parse-amount';

// Sending tokens to another person (issue 17): what the form checks before asking the server,
// and what a refusal says, from the error's code and data (src/shared/errors/money.ts words it
// for the server; these are the web's, in the language on screen).

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
  if (!phoneNumber) return { ok: false, problem: phoneInvalid() };
  if (phoneNumber === ownPhone) return { ok: false, problem: toSelf() };
  const amount = parseAmount(amountText);
  if (transferAmountProblem(amount) !== null) {
    const min = MIN_TRANSFER;
    const max = MAX_TRANSFER.toLocaleString('en-KE');
    return {
      ok: false,
      problem: {
        field: 'amount',
        message: t`Please enter a valid amount: whole tokens from ${min} to ${max}.`,
      },
    };
  }
  return { ok: true, phoneNumber, amount };
}

const phoneInvalid = (): SendProblem => ({
  field: 'phone',
  message: t`Invalid Kenyan phone number format`,
});

const toSelf = (): SendProblem => ({
  field: 'phone',
  message: t`You cannot send tokens to yourself.`,
});

/** No registered account behind the phone, as the lookup answers it. */
export const recipientNotFound = (): SendProblem => ({
  field: 'phone',
  message: t`No Pamoja account uses this phone number. Check the number and try again.`,
});

/** An amount the error's data carries, as money ('KSh 1,500'). */
const ksh = (value: unknown) => formatKsh(Number(value ?? 0));

/** What a failed lookup or send says, and which field it is about. */
export function sendProblem(error: unknown): SendProblem {
  const data =
    (error instanceof ApiError ? (error.data as Record<string, unknown> | null) : null) ?? {};
  switch (errorCodeOf(error)) {
    case 'recipient_not_found':
      return recipientNotFound();
    case 'transfer_to_self':
      return toSelf();
    case 'phone_invalid':
      return phoneInvalid();
    case 'transfer_daily_limit': {
      const limit = ksh(data.limit);
      const remaining = ksh(data.remaining);
      return {
        field: 'amount',
        message: t`You can send at most ${limit} a day. You can send up to ${remaining} more today.`,
      };
    }
    case 'transfer_insufficient_tokens': {
      const balance = ksh(data.balance);
      return { field: 'amount', message: t`Not enough tokens: your balance is ${balance}.` };
    }
    case 'transfer_mismatch':
      return {
        field: null,
        message: t`This transfer was already sent with a different amount or recipient. Please start a new transfer.`,
      };
    case 'too_many_transfers':
      return { field: null, message: t`Too many transfers. Please wait an hour and try again.` };
    case 'too_many_lookups':
      return { field: null, message: t`Too many lookups. Please try again later.` };
    case 'not_authenticated':
      return { field: null, message: t`Not authenticated. Please log in.` };
    default:
      return {
        field: null,
        message: t`Your tokens could not be sent. Please check your connection and try again.`,
      };
  }
}
