import { describe, expect, it } from 'vitest';
import * as wallet from '../../../shared/schemas/wallet';
import * as rules from './token-purchase-rules';

describe('token purchase rules', () => {
  it('match the API contract the server checks', () => {
    expect(rules.MIN_TOP_UP).toBe(wallet.MIN_TOP_UP);
    expect(rules.MAX_TOP_UP).toBe(wallet.MAX_TOP_UP);
    expect(rules.PAYMENT_POLL_INTERVAL_MS).toBe(wallet.PAYMENT_POLL_INTERVAL_MS);
    expect(rules.PAYMENT_POLL_TIMEOUT_MS).toBe(wallet.PAYMENT_POLL_TIMEOUT_MS);
    expect(rules.PAYMENT_SUCCESS_RESET_MS).toBe(wallet.PAYMENT_SUCCESS_RESET_MS);
  });

  it('accept exactly the amounts the server accepts', () => {
    for (const amount of [1, 500, 250_000]) {
      expect(rules.amountProblem(amount)).toBeNull();
      expect(wallet.topUpAmount.safeParse(amount).success).toBe(true);
    }
    for (const amount of [0, -1, 1.5, 250_001, Number.NaN]) {
      expect(rules.amountProblem(amount)).not.toBeNull();
      expect(wallet.topUpAmount.safeParse(amount).success).toBe(false);
    }
  });

  it('read the typed amount, empty as no number', () => {
    expect(rules.parseAmount(' 500 ')).toBe(500);
    expect(rules.parseAmount('')).toBeNaN();
    expect(rules.parseAmount('12a')).toBeNaN();
  });
});
