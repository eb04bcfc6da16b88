import { type KenyanPhoneEntry, readKenyanPhone } from '../../lib/kenyan-phone-entry';
import { signInText } from './sign-in-messages';

/**
 * What the phone step does with the typed number: it must not be empty, is normalised the
 * dialog's way (07… and 7… gain +254), and must then be a Kenyan mobile number (E.164 out), in
 * the sign-in dialog's own words.
 */
export function readPhoneEntry(typed: string): KenyanPhoneEntry {
  return readKenyanPhone(typed, {
    missing: signInText('phoneRequired'),
    invalid: signInText('phoneInvalid'),
  });
}
