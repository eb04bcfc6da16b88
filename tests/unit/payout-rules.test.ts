import { describe, expect, it } from 'vitest';
import {
  canWithdraw,
  largestPayout,
  lastPayoutRun,
  MAX_PAYOUT,
  MIN_PAYOUT,
  nextPayoutRun,
  payoutFailureReason,
  payoutFailureText,
  payoutProblem,
} from '../../src/shared/rules/payouts.ts';
import { payoutRequest } from '../../src/shared/schemas/payouts.ts';

const valid = (amount: number) =>
  payoutRequest.safeParse({ amount, idempotencyKey: 'payout-key-1' }).success;

describe('payout rules', () => {
  it('are the limits the server checks', () => {
    expect(valid(MIN_PAYOUT)).toBe(true);
    expect(valid(MIN_PAYOUT - 1)).toBe(false);
    expect(valid(MAX_PAYOUT)).toBe(true);
    expect(valid(MAX_PAYOUT + 1)).toBe(false);
  });

  it('accept whole amounts within the balance', () => {
    expect(payoutProblem(10, 600)).toBeNull();
    expect(payoutProblem(600, 600)).toBeNull();
  });

  it('refuse more than the balance, with the server’s words', () => {
    expect(payoutProblem(601, 600)).toBe('You can withdraw up to KSh 600.');
    expect(payoutProblem(100, 0)).toBe('You can withdraw up to KSh 0.');
  });

  it('refuse empty, fractional, tiny and huge amounts', () => {
    expect(payoutProblem(Number.NaN, 600)).toBe('Enter the amount to withdraw.');
    expect(payoutProblem(12.5, 600)).toBe('Enter whole shillings, without cents.');
    expect(payoutProblem(9, 600)).toBe('The smallest payout is KSh 10.');
    expect(payoutProblem(150_001, 200_000)).toBe('You can withdraw at most KSh 150,000 at a time.');
  });

  it('know when there is nothing to withdraw, and the largest single payout', () => {
    expect(canWithdraw(0)).toBe(false);
    expect(canWithdraw(9)).toBe(false);
    expect(canWithdraw(10)).toBe(true);
    expect(largestPayout(600)).toBe(600);
    expect(largestPayout(200_000)).toBe(150_000);
  });
});

describe('the daily payout run', () => {
  it('is at 9 pm Nairobi time, the latest one at or before now', () => {
    const at = (iso: string) => lastPayoutRun(new Date(iso)).toISOString();
    expect(at('2026-11-20T17:59:59.999Z')).toBe('2026-11-19T18:00:00.000Z');
    expect(at('2026-11-20T18:00:00.000Z')).toBe('2026-11-20T18:00:00.000Z');
    expect(at('2026-11-20T23:30:00.000Z')).toBe('2026-11-20T18:00:00.000Z');
    expect(nextPayoutRun(new Date('2026-11-20T06:00:00.000Z')).toISOString()).toBe(
      '2026-11-20T18:00:00.000Z',
    );
  });

  it('words why M-Pesa did not pay, and whether it is tried again', () => {
    expect([2040, 8, 2001, -1, null].map(payoutFailureReason)).toEqual([
      'not_registered',
      'recipient_limit',
      'mpesa_unavailable',
      'mpesa_unavailable',
      'mpesa_unavailable',
    ]);
    expect(payoutFailureText('not_registered', false)).toBe(
      'M-Pesa says your phone number is not registered for M-Pesa. The money is back in your balance.',
    );
    expect(payoutFailureText('mpesa_unavailable', true)).toBe(
      'M-Pesa could not pay this out. The money is back in your balance; Pamoja tries once more in about an hour.',
    );
  });
});
