import { normalizeDialogPhone, toE164KenyanPhone } from '../../../shared/phone';
import { SIGN_IN_MESSAGES } from './sign-in-messages';

export type PhoneEntry = { ok: true; phoneNumber: string } | { ok: false; message: string };

/**
 * What the phone step does with the typed number: it must not be empty, is normalised the
 * dialog's way (07… and 7… gain +254), and must then be a Kenyan mobile number (E.164 out).
 * The dialog's normalisation predates the 01… numbers (it turns 0112… into +0112…), so a
 * number the server's own rule accepts as typed is accepted too.
 */
export function readPhoneEntry(typed: string): PhoneEntry {
  if (typed.trim() === '') return { ok: false, message: SIGN_IN_MESSAGES.phoneRequired };
  const phoneNumber = toE164KenyanPhone(normalizeDialogPhone(typed)) ?? toE164KenyanPhone(typed);
  return phoneNumber
    ? { ok: true, phoneNumber }
    : { ok: false, message: SIGN_IN_MESSAGES.phoneInvalid };
}
