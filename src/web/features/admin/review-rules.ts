/**
 * The agents' rules for a decision. They mirror src/shared/schemas/documents.ts, which cannot be
 * imported at run time without bringing zod into the console's download; review-rules.test.ts
 * keeps the two equal.
 */

/** The short list agents pick a rejection reason from (or they write their own). */
export const REJECTION_REASONS = [
  'The photo is blurred or too dark to read.',
  'The whole ID card is not in the picture.',
  'This is not a Kenyan National ID.',
  'The name or ID number does not match your Pamoja profile.',
  'The ID appears to be altered or damaged.',
] as const;

export const MIN_REASON_LENGTH = 3;
export const MAX_REASON_LENGTH = 300;
export const REJECTION_REASON_MESSAGE = 'Please give a reason of 3 to 300 characters.';

/** The reason as it will be sent: trimmed, whitespace runs kept as the agent typed them. */
export function cleanReason(text: string): string {
  return text.trim();
}

/** Why a reason cannot be sent, or null when it can. */
export function reasonProblem(text: string): string | null {
  const length = cleanReason(text).length;
  return length < MIN_REASON_LENGTH || length > MAX_REASON_LENGTH ? REJECTION_REASON_MESSAGE : null;
}

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** Who decided, as the console can tell: the agent reading it, or someone else on the team. */
export function reviewerLabel(verifiedBy: string | null, myUserId: string | null): string {
  if (!verifiedBy) return 'an agent';
  return verifiedBy === myUserId ? 'you' : 'another agent';
}
