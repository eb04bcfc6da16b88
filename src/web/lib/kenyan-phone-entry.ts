import { t } from '@lingui/core/macro';
import { normalizeDialogPhone, toE164KenyanPhone } from '../../shared/phone';

export type KenyanPhoneEntry = { ok: true; phoneNumber: string } | { ok: false; message: string };

/** The English of the 'missing' message, for tests. */
export const PHONE_MISSING_MESSAGE = 'Enter a phone number';

/**
 * Someone else's Kenyan mobile number as typed into a form (an emergency contact, a family member
 * to text a trip to), read as the sign-in dialog reads one's own: 07… and 7… gain +254, spaces
 * go, and the result must be a Kenyan mobile number (E.164 out).
 */
export function readKenyanPhone(
  typed: string,
  // In the language on screen (PHONE_MISSING_MESSAGE and PHONE_INVALID_MESSAGE in English).
  messages: { missing: string; invalid: string } = {
    missing: t`Enter a phone number`,
    invalid: t`Invalid Kenyan phone number format`,
  },
): KenyanPhoneEntry {
  if (typed.trim() === '') return { ok: false, message: messages.missing };
  // The dialog's normalisation predates the 01… numbers (it turns 0112… into +0112…), so a
  // number the server's own rule accepts as typed is accepted too.
  const phoneNumber = toE164KenyanPhone(normalizeDialogPhone(typed)) ?? toE164KenyanPhone(typed);
  return phoneNumber ? { ok: true, phoneNumber } : { ok: false, message: messages.invalid };
}
