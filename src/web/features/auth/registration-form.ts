import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '../../../shared/language';
import type { RegistrationRequest } from '../../../shared/schemas/auth';
import type { UserDetails } from '../../../shared/schemas/user';
import { signInText } from './sign-in-messages';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

/** How each choice reads on screen; the API takes the English word. */
export const GENDER_LABELS: Record<Gender, MessageDescriptor> = {
  Male: msg`Male`,
  Female: msg`Female`,
  Other: msg`Other`,
};

export interface RegistrationForm {
  fullName: string;
  email: string;
  nationalIdNumber: string;
  gender: Gender | '';
}

export const emptyRegistrationForm: RegistrationForm = {
  fullName: '',
  email: '',
  nationalIdNumber: '',
  gender: '',
};

/** Complete Registration stays disabled until name, ID number and gender are there. */
export function canSubmitRegistration(form: RegistrationForm): boolean {
  return registrationProblem(form) === null;
}

/** The first thing wrong with the form, in the specification's words, or null. */
export function registrationProblem(form: RegistrationForm): string | null {
  if (form.fullName.trim() === '') return signInText('fullNameRequired');
  if (form.nationalIdNumber.trim() === '') return signInText('nationalIdRequired');
  if (form.gender === '') return signInText('genderRequired');
  return null;
}

/** Only an obviously mistyped address is caught here; the server's schema decides the rest. */
export function emailProblem(email: string): string | null {
  const value = email.trim();
  if (value === '') return null;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : signInText('emailInvalid');
}

/** The dialog's registration payload: firstName is the first word of the name, lastName the rest. */
export function registrationPayload(
  phoneNumber: string,
  otp: string,
  form: RegistrationForm,
): RegistrationRequest {
  const fullName = form.fullName.trim().replace(/\s+/g, ' ');
  const [firstName = '', ...rest] = fullName.split(' ');
  return {
    phoneNumber,
    otp,
    firstName,
    lastName: rest.join(' '),
    fullName,
    email: form.email.trim(),
    nationalIdNumber: form.nationalIdNumber.trim(),
    gender: form.gender === '' ? 'Other' : form.gender,
    isNewUser: true,
  };
}

/**
 * The profile held when the user's details cannot be fetched after sign-in: the phone number and
 * the name typed at registration (if any), not a driver, no tokens, no rating.
 */
export function fallbackProfile(
  phoneNumber: string,
  fullName: string | null,
  language: Language = 'en',
): UserDetails {
  const name = fullName?.trim() || null;
  return {
    id: '',
    phoneNumber,
    fullName: name,
    email: null,
    nationalId: null,
    gender: null,
    profilePictureUrl: null,
    isDriver: false,
    isVerified: false,
    isAgent: false,
    accountBalance: 0,
    rating: 0,
    totalRatings: 0,
    language,
  };
}
