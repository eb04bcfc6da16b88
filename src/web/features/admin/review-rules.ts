import {
  MAX_REASON_LENGTH,
  MIN_REASON_LENGTH,
  REJECTION_REASON_MESSAGE,
} from '../../../shared/rules/documents';

// The agents' rules for a decision; the limits and words are the server's (src/shared/rules).

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
