import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { type IdentityField, identityChanges } from '../../../shared/rules/documents';
import type { UpdateUserDetailsRequest } from '../../../shared/schemas/auth';
import type { genders, UserDetails } from '../../../shared/schemas/user';

export type Gender = (typeof genders)[number];
export const GENDER_CHOICES: readonly Gender[] = ['Male', 'Female', 'Other'];

/** How each choice reads on screen; the API takes the English word. */
export const GENDER_LABELS: Record<Gender, MessageDescriptor> = {
  Male: msg`Male`,
  Female: msg`Female`,
  Other: msg`Other`,
};

export interface ProfileForm {
  fullName: string;
  email: string;
  nationalId: string;
  gender: Gender | '';
}

export type ProfileField = keyof ProfileForm;
export type ProfileProblems = Partial<Record<ProfileField, string>>;

/** The form as the person's details fill it. */
export function profileFormOf(user: UserDetails): ProfileForm {
  return {
    fullName: user.fullName ?? '',
    email: user.email ?? '',
    nationalId: user.nationalId ?? '',
    gender: user.gender ?? '',
  };
}

/**
 * What is wrong with each field, in the specification's words (document 1 §5), in the language
 * on screen.
 */
export function profileProblems(form: ProfileForm): ProfileProblems {
  const problems: ProfileProblems = {};
  if (form.fullName.trim() === '') problems.fullName = t`Please enter your full name`;
  const email = form.email.trim();
  if (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    problems.email = t`Please enter a valid email address`;
  }
  if (form.nationalId.trim() === '') problems.nationalId = t`Please enter your National ID Number`;
  if (form.gender === '') problems.gender = t`Please select your gender`;
  return problems;
}

/**
 * The identity fields a verified driver would send back to an agent by saving (product rules,
 * "People and sign-in"); nothing for anyone not verified.
 */
export function identityUnderReview(user: UserDetails, form: ProfileForm): IdentityField[] {
  if (!user.isVerified) return [];
  return identityChanges(user, { fullName: form.fullName, nationalId: form.nationalId });
}

/** `POST /api/Auth/UpdateUserDetails`: the whole form; an empty email clears it. */
export function profilePayload(
  form: ProfileForm,
  acceptIdentityReview: boolean,
): UpdateUserDetailsRequest {
  return {
    fullName: form.fullName.trim().replace(/\s+/g, ' '),
    email: form.email.trim() === '' ? null : form.email.trim(),
    nationalId: form.nationalId.trim(),
    gender: form.gender === '' ? undefined : form.gender,
    ...(acceptIdentityReview ? { acceptIdentityReview: true as const } : {}),
  };
}
