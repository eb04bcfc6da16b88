import { describe, expect, it } from 'vitest';
import { MAX_REASON_LENGTH, REJECTION_REASONS } from '../../../shared/rules/documents';
import * as shared from '../../../shared/schemas/documents';
import { cleanReason, reasonProblem, reviewerLabel } from './review-rules';

describe('review rules', () => {
  it('accept exactly the reasons the server accepts: 3 to 300 characters once trimmed', () => {
    const cases = ['abc', '  abc  ', 'x'.repeat(MAX_REASON_LENGTH), ...REJECTION_REASONS];
    for (const reason of cases) {
      expect(reasonProblem(reason)).toBeNull();
      expect(shared.rejectDocumentRequest.safeParse({ reason }).success).toBe(true);
    }
    for (const reason of ['', 'ab', '   ab   ', 'x'.repeat(MAX_REASON_LENGTH + 1)]) {
      expect(reasonProblem(reason)).toBe('Please give a reason of 3 to 300 characters.');
      expect(shared.rejectDocumentRequest.safeParse({ reason }).success).toBe(false);
    }
  });

  it('send the reason trimmed', () => {
    expect(cleanReason('  Photo is upside down.\n')).toBe('Photo is upside down.');
  });

  it('name who decided', () => {
    expect(reviewerLabel('agent-1', 'agent-1')).toBe('you');
    expect(reviewerLabel('agent-2', 'agent-1')).toBe('another agent');
    expect(reviewerLabel(null, 'agent-1')).toBe('an agent');
  });
});
