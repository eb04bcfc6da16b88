import { DEFAULT_LANGUAGE, type Language } from '../../../shared/language.ts';
import { CODE_SMS_MINUTES } from '../../../shared/schemas/auth.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { translate } from '../../i18n/messages.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { languagesOfPhones } from '../notifications/phone-languages.ts';
import { createAccount, findActiveUser } from './create-account.ts';
import {
  type CodeLimits,
  checkCode,
  codeRefusal,
  consumeCode,
  discardCode,
  issueCode,
  openRegistrationWindow,
} from './one-time-codes.ts';
import { createSession, type SessionUser } from './sessions.ts';

export interface SignInDeps {
  db: Database;
  sms: SmsProvider;
  secret: Buffer;
  limits: CodeLimits;
  log: { warn(obj: object, msg: string): void };
}

export interface NewUserProfile {
  fullName: string;
  email?: string | null;
  nationalId: string;
  gender: 'Male' | 'Female' | 'Other';
  /** The registering request's language (cookie, Accept-Language): the account keeps it. */
  language?: Language;
}

export type SignedIn = { user: SessionUser; token: string };

/**
 * Sends a sign-in code by SMS, in the language saved on the phone's account, else (a phone that
 * is registering) in `requestLanguage`, the language of the request that asked for it. A failed
 * send gives back the limit slot it took.
 */
export async function sendSignInCode(
  deps: SignInDeps,
  phone: string,
  clientAddress: string,
  requestLanguage: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  const { id, code } = await issueCode(deps.db, {
    phone,
    clientAddress,
    secret: deps.secret,
    limits: deps.limits,
  });
  const language = (await languagesOfPhones(deps.db, [phone])).get(phone) ?? requestLanguage;
  const message = translate(language, 'sms.signInCode', { code, minutes: CODE_SMS_MINUTES });
  const sent = await deps.sms
    .send({ to: phone, message, purpose: 'sign-in-code' })
    .catch((error: Error) => ({ ok: false as const, error: error.message }));
  if (!sent.ok) {
    await discardCode(deps.db, id);
    deps.log.warn({ provider: deps.sms.name, reason: sent.error }, 'sign-in code SMS not sent');
    throw new AppError('otp_send_failed', { success: false });
  }
}

/**
 * The code check of `POST /api/auth/otp/verify`: a known phone is signed in; a new one may
 * register with the same code within 10 minutes.
 */
export async function verifySignInCode(
  deps: SignInDeps,
  phone: string,
  code: string,
  clientAddress: string,
): Promise<({ status: 'success' } & SignedIn) | { status: 'needs_registration' }> {
  const outcome = await deps.db.transaction(async (tx) => {
    const check = await checkCode(tx, { phone, code, secret: deps.secret, clientAddress });
    if (check.kind !== 'valid') return { kind: 'refused' as const, check };
    const user = await findActiveUser(tx, phone);
    if (!user) {
      await openRegistrationWindow(tx, check.row.id);
      return { kind: 'needs_registration' as const };
    }
    await consumeCode(tx, check.row.id);
    const { token } = await createSession(tx, user.id);
    return { kind: 'signed_in' as const, signedIn: { user, token } };
  });
  if (outcome.kind === 'refused') throw codeRefusal(outcome.check);
  if (outcome.kind === 'needs_registration') return { status: 'needs_registration' };
  return { status: 'success', ...outcome.signedIn };
}

/** Completes registration for a phone whose code was verified (or is verified now). */
export async function registerWithCode(
  deps: SignInDeps,
  phone: string,
  code: string,
  profile: NewUserProfile,
  clientAddress: string,
): Promise<SignedIn> {
  const outcome = await deps.db.transaction(async (tx) => {
    const check = await checkCode(tx, { phone, code, secret: deps.secret, clientAddress });
    if (check.kind === 'used' && (await findActiveUser(tx, phone)))
      return { kind: 'exists' as const };
    if (check.kind !== 'valid') return { kind: 'refused' as const, check };
    const user = await createAccount(tx, phone, profile);
    if (!user) return { kind: 'exists' as const };
    await consumeCode(tx, check.row.id);
    const { token } = await createSession(tx, user.id);
    return { kind: 'signed_in' as const, signedIn: { user, token } };
  });
  if (outcome.kind === 'exists') throw new AppError('account_exists', { success: false });
  if (outcome.kind === 'refused') throw codeRefusal(outcome.check);
  return outcome.signedIn;
}
