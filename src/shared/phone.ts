import { userFacing } from './user-facing.ts';

/**
 * Kenyan mobile numbers: an optional +254, 254 or 0 prefix, then nine digits starting with
 * 1 or 7; spaces are ignored. Stored everywhere in E.164 form (+2547XXXXXXXX).
 */
const KENYAN_MOBILE = /^(?:\+254|254|0)?([17]\d{8})$/;

export const PHONE_REQUIRED_MESSAGE = userFacing('Phone number is required and must be a string');
export const PHONE_INVALID_MESSAGE = userFacing('Invalid Kenyan phone number format');

/** The E.164 form of a Kenyan mobile number, or null when it is not one. */
export function toE164KenyanPhone(input: string): string | null {
  const match = KENYAN_MOBILE.exec(input.replace(/\s+/g, ''));
  return match ? `+254${match[1]}` : null;
}

/**
 * The sign-in dialog's normalisation of what a person typed, before validation:
 * 9 digits starting with 7 gain +254; 10 digits starting with 07 drop the 0;
 * 12 or 13 digits starting with 254 gain a plus; anything else gains a plus.
 */
export function normalizeDialogPhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 9 && digits.startsWith('7')) return `+254${digits}`;
  if (digits.length === 10 && digits.startsWith('07')) return `+254${digits.slice(1)}`;
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('254'))
    return `+${digits}`;
  return `+${digits}`;
}
