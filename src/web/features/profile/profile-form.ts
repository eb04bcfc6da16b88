import {
  EMAIL_INVALID,
  FULL_NAME_REQUIRED,
  GENDER_REQUIRED,
  NATIONAL_ID_REQUIRED,
} from '../../../shared/auth-messages';
import { type IdentityField, identityChanges } from '../../../shared/rules/documents';
import type { UpdateUserDetailsRequest } from '../../../shared/schemas/auth';
import type { genders, UserDetails } from '../../../shared/schemas/user';

export type Gender = (typeof genders)[number];
export const GENDER_CHOICES: readonly Gender[] = ['Male', 'Female', 'Other'];

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

/** What is wrong with each field, in the specification's words (document 1 §5). */
export function profileProblems(form: ProfileForm): ProfileProblems {
  const problems: ProfileProblems = {};
  if (form.fullName.trim() === '') problems.fullName = FULL_NAME_REQUIRED;
  const email = form.email.trim();
  if (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.email = EMAIL_INVALID;
  if (form.nationalId.trim() === '') problems.nationalId = NATIONAL_ID_REQUIRED;
  if (form.gender === '') problems.gender = GENDER_REQUIRED;
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
