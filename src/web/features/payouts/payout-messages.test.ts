import { describe, expect, it } from 'vitest';
import {
  type PayoutFailureReason,
  payoutFailureText,
  payoutProblem,
} from '../../../shared/rules/payouts';
import { ApiError } from '../../lib/api-error';
import {
  newlySettled,
  payoutFailedText,
  payoutProblemText,
  payoutRequested,
  payoutRequestFailed,
  payoutSettled,
} from './payout-messages';
import type { PayoutRecord } from './payouts-api';

function payout(overrides: Partial<PayoutRecord> = {}): PayoutRecord {
  return {
    id: 'p1',
    amount: 500,
    status: 'Pending',
    paymentMethod: 'M-Pesa',
    phoneNumber: '+254712345678',
    receipt: null,
    failureReason: null,
    message: null,
    automatic: false,
    retryOf: null,
    createdAt: '2026-11-20T05:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

describe('payout messages', () => {
  it('say where the money goes', () => {
    expect(payoutRequested(1500, '+254712345678')).toEqual({
      title: 'Payout Requested',
      description: 'KSh 1,500 is on its way to your M-Pesa, +254 712 345 678.',
    });
  });

  it('pass on the server’s reason, and have their own offline', () => {
    expect(
      payoutRequestFailed(new ApiError('You can withdraw up to KSh 0 of your earnings.', 400)),
    ).toEqual({
      title: 'Payout Failed',
      description: 'You can withdraw up to KSh 0 of your earnings.',
    });
    expect(payoutRequestFailed(new ApiError('Network error: offline', 0)).description).toBe(
      'Your payout could not be requested. Please try again.',
    );
  });

  it('tell how a pending payout ended', () => {
    expect(payoutSettled(payout({ status: 'Completed', receipt: 'QK12ABC345' })).description).toBe(
      'KSh 500 has been sent to your M-Pesa. Receipt QK12ABC345.',
    );
    expect(
      payoutSettled(payout({ status: 'Failed', message: 'M-Pesa could not pay this out.' })),
    ).toEqual({ title: 'Payout Failed', description: 'M-Pesa could not pay this out.' });
  });

  it('find the payouts settled since the last look, once', () => {
    const before = new Map<string, PayoutRecord['status']>([
      ['p1', 'Pending'],
      ['p2', 'Completed'],
      ['p3', 'Pending'],
    ]);
    const now = [
      payout({ id: 'p1', status: 'Completed' }),
      payout({ id: 'p2', status: 'Completed' }),
      payout({ id: 'p3', status: 'Pending' }),
      payout({ id: 'p4', status: 'Failed' }),
    ];
    expect(newlySettled(before, now).map((p) => p.id)).toEqual(['p1']);
  });
});

describe('the withdrawal form’s words', () => {
  it('refuse an amount as the shared rule does, in the same English', () => {
    const cases: Array<[number, number]> = [
      [Number.NaN, 600],
      [12.5, 600],
      [9, 600],
      [10, 600],
      [600, 600],
      [601, 600],
      [100, 0],
      [150_000, 200_000],
      [150_001, 200_000],
    ];
    for (const [amount, withdrawable] of cases) {
      expect(payoutProblemText(amount, withdrawable), `${amount} of ${withdrawable}`).toBe(
        payoutProblem(amount, withdrawable),
      );
    }
  });

  it('say why a payout failed for good as the shared rule does', () => {
    const reasons: PayoutFailureReason[] = [
      'not_registered',
      'recipient_limit',
      'mpesa_unavailable',
    ];
    for (const reason of reasons) {
      expect(payoutFailedText(reason)).toBe(payoutFailureText(reason, false));
    }
  });
});
