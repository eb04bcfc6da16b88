import { describe, expect, it } from 'vitest';
import {
  canWithdraw,
  largestPayout,
  MAX_PAYOUT,
  MIN_PAYOUT,
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

  it('accept whole amounts within the earnings', () => {
    expect(payoutProblem(10, 600)).toBeNull();
    expect(payoutProblem(600, 600)).toBeNull();
  });

  it('refuse more than was earned, with the server’s words', () => {
    expect(payoutProblem(601, 600)).toBe('You can withdraw up to KSh 600 of your earnings.');
    expect(payoutProblem(100, 0)).toBe('You can withdraw up to KSh 0 of your earnings.');
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
