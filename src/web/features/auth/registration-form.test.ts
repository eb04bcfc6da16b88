import { describe, expect, it } from 'vitest';
import {
  canSubmitRegistration,
  emailProblem,
  emptyRegistrationForm,
  fallbackProfile,
  registrationPayload,
  registrationProblem,
} from './registration-form';

const complete = {
  fullName: '  Wanjiku  Njeri Kamau ',
  email: ' wanjiku@example.co.ke ',
  nationalIdNumber: ' 12345678 ',
  gender: 'Female' as const,
};

describe('the registration form', () => {
  it('is ready once name, ID number and gender are filled; email is optional', () => {
    expect(canSubmitRegistration({ ...complete, email: '' })).toBe(true);
  });

  it.each([
    [{ fullName: '   ' }, 'Please enter your full name'],
    [{ nationalIdNumber: '' }, 'Please enter your National ID Number'],
    [{ gender: '' as const }, 'Please select your gender'],
  ])('is not ready with %j', (change, message) => {
    const form = { ...complete, ...change };
    expect(canSubmitRegistration(form)).toBe(false);
    expect(registrationProblem(form)).toBe(message);
  });

  it('starts empty and not ready', () => {
    expect(canSubmitRegistration(emptyRegistrationForm)).toBe(false);
  });

  it('flags a mistyped email but not an empty one', () => {
    expect(emailProblem('')).toBeNull();
    expect(emailProblem('a@b.ke')).toBeNull();
    expect(emailProblem('wanjiku@')).toBe('Please enter a valid email address');
  });
});

describe('the registration payload', () => {
  it('splits the name into the first word and the rest and trims every field', () => {
    expect(registrationPayload('+254712345678', '12345', complete)).toEqual({
      phoneNumber: '+254712345678',
      otp: '12345',
      firstName: 'Wanjiku',
      lastName: 'Njeri Kamau',
      fullName: 'Wanjiku Njeri Kamau',
      email: 'wanjiku@example.co.ke',
      nationalIdNumber: '12345678',
      gender: 'Female',
      isNewUser: true,
    });
  });

  it('sends an empty last name for a one-word name', () => {
    const payload = registrationPayload('+254712345678', '12345', {
      ...complete,
      fullName: 'Kamau',
    });
    expect(payload).toMatchObject({ firstName: 'Kamau', lastName: '', fullName: 'Kamau' });
  });
});

describe('the fallback profile', () => {
  it('holds the phone and the typed name, no driver, no tokens, no rating', () => {
    expect(fallbackProfile('+254712345678', ' Achieng ')).toMatchObject({
      phoneNumber: '+254712345678',
      fullName: 'Achieng',
      isDriver: false,
      accountBalance: 0,
      rating: 0,
    });
  });

  it('has no name for a returning user whose details did not load', () => {
    expect(fallbackProfile('+254712345678', null).fullName).toBeNull();
  });
});
