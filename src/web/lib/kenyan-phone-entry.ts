import { normalizeDialogPhone, PHONE_INVALID_MESSAGE, toE164KenyanPhone } from '../../shared/phone';

export type KenyanPhoneEntry = { ok: true; phoneNumber: string } | { ok: false; message: string };

export const PHONE_MISSING_MESSAGE = 'Enter a phone number';

/**
 * Someone else's Kenyan mobile number as typed into a form (an emergency contact, a family member
 * to text a trip to), read as the sign-in dialog reads one's own: 07… and 7… gain +254, spaces
 * go, and the result must be a Kenyan mobile number (E.164 out).
 */
export function readKenyanPhone(typed: string): KenyanPhoneEntry {
  if (typed.trim() === '') return { ok: false, message: PHONE_MISSING_MESSAGE };
  const phoneNumber = toE164KenyanPhone(normalizeDialogPhone(typed)) ?? toE164KenyanPhone(typed);
  return phoneNumber ? { ok: true, phoneNumber } : { ok: false, message: PHONE_INVALID_MESSAGE };
}
