import { t } from '@lingui/core/macro';
import { MAX_REASON_LENGTH, MIN_REASON_LENGTH } from '../../../shared/rules/documents';

// The agents' rules for a decision; the limits and words are the server's (src/shared/rules),
// read in the language on screen (the components showing them call useLingui()).

/** The reason as it will be sent: trimmed, whitespace runs kept as the agent typed them. */
export function cleanReason(text: string): string {
  return text.trim();
}

/** Why a reason cannot be sent (REJECTION_REASON_MESSAGE's words), or null when it can. */
export function reasonProblem(text: string): string | null {
  const length = cleanReason(text).length;
  const min = MIN_REASON_LENGTH;
  const max = MAX_REASON_LENGTH;
  return length < min || length > max
    ? t`Please give a reason of ${min} to ${max} characters.`
    : null;
}

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** Who decided, as the console can tell: the agent reading it, or someone else on the team. */
export function reviewerLabel(verifiedBy: string | null, myUserId: string | null): string {
  if (!verifiedBy) return t`an agent`;
  return verifiedBy === myUserId ? t`you` : t`another agent`;
}
