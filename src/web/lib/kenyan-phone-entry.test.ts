import { describe, expect, it } from 'vitest';
import { kenyanPhone } from '../../shared/schemas/auth';
import { PHONE_MISSING_MESSAGE, readKenyanPhone } from './kenyan-phone-entry';

describe('a Kenyan phone number typed for someone else', () => {
  it('is read the sign-in dialog’s way, into the form the server stores', () => {
    for (const typed of ['0712 345 678', '712345678', '+254712345678', '254712345678']) {
      expect(readKenyanPhone(typed)).toEqual({ ok: true, phoneNumber: '+254712345678' });
    }
    expect(readKenyanPhone('0112345678')).toEqual({ ok: true, phoneNumber: '+254112345678' });
  });

  it('is refused when the server would refuse it', () => {
    expect(readKenyanPhone('  ')).toEqual({ ok: false, message: PHONE_MISSING_MESSAGE });
    for (const typed of ['0612345678', '12345', '+1 415 555 0100']) {
      const entry = readKenyanPhone(typed);
      expect(entry.ok).toBe(false);
      expect(kenyanPhone.safeParse(typed).success).toBe(false);
    }
  });

  it('accepts only what the server accepts', () => {
    for (const typed of ['0712345678', '0112345678', '712345678']) {
      const entry = readKenyanPhone(typed);
      expect(entry.ok && kenyanPhone.safeParse(entry.phoneNumber).success).toBe(true);
    }
  });
});
