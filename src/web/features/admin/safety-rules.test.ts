import { describe, expect, it } from 'vitest';
import { resolveIncidentRequest } from '../../../shared/schemas/trips';
import type { DisputeRecord, IncidentPageRecord } from './safety-api';
import { mapLink, noteProblem, openIncidentCount, sortDisputes } from './safety-rules';

const dispute = (id: string, resolvedAt: string | null, createdAt: string) =>
  ({ id, resolvedAt, createdAt }) as DisputeRecord;

describe('the agents’ safety lists', () => {
  it('count the open incidents of every page, not only the one shown', () => {
    const page = { incidents: [], page: 2, pageCount: 2, total: 60, openCount: 7 };
    expect(openIncidentCount(page as IncidentPageRecord)).toBe(7);
  });

  it('put disputes to decide first', () => {
    const sorted = sortDisputes([
      dispute('decided', '2026-11-23T09:00:00Z', '2026-11-23T08:00:00Z'),
      dispute('older', null, '2026-11-22T08:00:00Z'),
      dispute('newer', null, '2026-11-23T07:00:00Z'),
    ]);
    expect(sorted.map((d) => d.id)).toEqual(['newer', 'older', 'decided']);
  });

  it('take the notes the server takes', () => {
    for (const note of ['Called the passenger; safe at home.', 'x'.repeat(1000)]) {
      expect(noteProblem(note)).toBeNull();
      expect(resolveIncidentRequest.safeParse({ note }).success).toBe(true);
    }
    for (const note of ['   ', 'x'.repeat(1001)]) {
      expect(noteProblem(note)).not.toBeNull();
      expect(resolveIncidentRequest.safeParse({ note }).success).toBe(false);
    }
  });

  it('link a place to a map anyone can open', () => {
    expect(mapLink(-1.2921, 36.8219)).toBe(
      'https://www.openstreetmap.org/?mlat=-1.29210&mlon=36.82190#map=17/-1.29210/36.82190',
    );
  });
});
