import { describe, expect, it } from 'vitest';
import * as shared from '../../../shared/schemas/documents';
import {
  cleanReason,
  MAX_REASON_LENGTH,
  REJECTION_REASON_MESSAGE,
  REJECTION_REASONS,
  reasonProblem,
  reviewerLabel,
} from './review-rules';

describe('review rules', () => {
  it('offer the same short list of reasons the API contract names', () => {
    expect(REJECTION_REASONS).toEqual(shared.REJECTION_REASONS);
    expect(REJECTION_REASON_MESSAGE).toBe(shared.REJECTION_REASON_MESSAGE);
  });

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
