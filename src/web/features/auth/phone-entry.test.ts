import { describe, expect, it } from 'vitest';
import { formatKenyanPhone } from '../../lib/format-phone';
import { readPhoneEntry } from './phone-entry';

describe('the phone step', () => {
  it.each([
    ['0712345678', '+254712345678'],
    ['0712 345 678', '+254712345678'],
    ['712345678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['+254 712 345 678', '+254712345678'],
    ['+254112345678', '+254112345678'],
    ['0112345678', '+254112345678'],
    ['112345678', '+254112345678'],
  ])('accepts %s as %s', (typed, phoneNumber) => {
    expect(readPhoneEntry(typed)).toEqual({ ok: true, phoneNumber });
  });

  it.each(['', '   '])('asks for a number when given %j', (typed) => {
    expect(readPhoneEntry(typed)).toEqual({
      ok: false,
      message: 'Please enter your phone number',
    });
  });

  it.each(['12345', '0812345678', '+255712345678', '07123456789', 'phone'])(
    'refuses %s as not a Kenyan mobile number',
    (typed) => {
      expect(readPhoneEntry(typed)).toEqual({
        ok: false,
        message: 'Invalid Kenyan phone number format',
      });
    },
  );
});

describe('formatKenyanPhone', () => {
  it('groups a Kenyan number in threes', () => {
    expect(formatKenyanPhone('+254712345678')).toBe('+254 712 345 678');
  });

  it('leaves anything else alone', () => {
    expect(formatKenyanPhone('0712')).toBe('0712');
  });
});
