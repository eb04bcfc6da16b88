import { describe, expect, it } from 'vitest';
import { normalizeDialogPhone, toE164KenyanPhone } from '../../src/shared/phone.ts';

describe('Kenyan phone numbers', () => {
  it.each([
    ['0712345678', '+254712345678'],
    ['712345678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['+254712345678', '+254712345678'],
    ['+254 712 345 678', '+254712345678'],
    ['0110 123 456', '+254110123456'],
  ])('accepts %s as %s', (input, e164) => {
    expect(toE164KenyanPhone(input)).toBe(e164);
  });

  it.each([
    '',
    '0812345678',
    '+255712345678',
    '07123456789',
    '071234567',
    'phone',
    '+254 7123 4567x',
  ])('refuses %j', (input) => {
    expect(toE164KenyanPhone(input)).toBeNull();
  });

  it.each([
    ['712345678', '+254712345678'],
    ['0712345678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['+254 712 345 678', '+254712345678'],
    ['12345', '+12345'],
  ])('the sign-in dialog normalises %s to %s', (input, normalised) => {
    expect(normalizeDialogPhone(input)).toBe(normalised);
  });
});
