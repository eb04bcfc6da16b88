import { userFacing } from '../user-facing.ts';

// Identity documents and their review (specification document 2 §5, §8, §9), for the schemas the
// server validates with and the screens that check first. Zod-free, so the web app can import it
// without downloading zod.

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const UPLOAD_URL_MINUTES = 15;
export const NATIONAL_ID = 'National ID';

export const MIN_REASON_LENGTH = 3;
export const MAX_REASON_LENGTH = 300;
export const REJECTION_REASON_MESSAGE = userFacing(
  `Please give a reason of ${MIN_REASON_LENGTH} to ${MAX_REASON_LENGTH} characters.`,
);

/** The short list of reasons agents pick from (or they write their own). */
export const REJECTION_REASONS = [
  'The photo is blurred or too dark to read.',
  'The whole ID card is not in the picture.',
  'This is not a Kenyan National ID.',
  'The name or ID number does not match your Pamoja profile.',
  'The ID appears to be altered or damaged.',
] as const;

/**
 * What an agent checks against the ID photo. Once approved, these change only through a new
 * review: the account goes back to pending until an agent approves again (product rules).
 */
export const IDENTITY_FIELDS = ['fullName', 'nationalId'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

/** The identity fields a change would alter; values are compared as the server keeps them. */
export function identityChanges(
  current: Record<IdentityField, string | null>,
  next: Partial<Record<IdentityField, string | null | undefined>>,
): IdentityField[] {
  return IDENTITY_FIELDS.filter((field) => {
    const value = next[field];
    return value !== undefined && value?.trim() !== (current[field] ?? '').trim();
  });
}
