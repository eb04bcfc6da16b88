import { describe, expect, it } from 'vitest';
import { awaitingMpesa } from './payout-polling';

describe('payout polling', () => {
  it('looks for M-Pesa’s answer only while a recent payout is pending', () => {
    const now = Date.parse('2026-11-20T05:10:00.000Z');
    const at = (iso: string, status: string) => ({ status, createdAt: iso });
    expect(awaitingMpesa([at('2026-11-20T05:09:00.000Z', 'Pending')], now)).toBe(true);
    expect(awaitingMpesa([at('2026-11-20T05:09:00.000Z', 'Completed')], now)).toBe(false);
    expect(awaitingMpesa([at('2026-11-20T04:00:00.000Z', 'Pending')], now)).toBe(false);
    expect(awaitingMpesa([], now)).toBe(false);
  });
});
