import { describe, expect, it } from 'vitest';
import { recentMonths, statementPdfUrl } from './cost-sharing-api';

describe('the statement’s months', () => {
  it('are the Nairobi month and the ones before it, across a new year', () => {
    // 1 February 2027 at 01:00 in Nairobi is still 31 January in UTC.
    expect(recentMonths(new Date('2027-01-31T22:00:00Z'), 3)).toEqual([
      '2027-02',
      '2027-01',
      '2026-12',
    ]);
    expect(statementPdfUrl('2026-11')).toBe('/api/driver/cost-sharing/pdf?month=2026-11');
  });
});
