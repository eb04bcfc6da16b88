import { describe, expect, it } from 'vitest';
import { amountProblem } from '../../src/shared/rules/wallet.ts';
import { topUpAmount } from '../../src/shared/schemas/wallet.ts';

describe('top-up amount', () => {
  it('is accepted by the form exactly when the server accepts it', () => {
    for (const amount of [1, 500, 250_000]) {
      expect(amountProblem(amount)).toBeNull();
      expect(topUpAmount.safeParse(amount).success).toBe(true);
    }
    for (const amount of [0, -1, 1.5, 250_001, Number.NaN]) {
      expect(amountProblem(amount)).not.toBeNull();
      expect(topUpAmount.safeParse(amount).success).toBe(false);
    }
  });

  it('names what is wrong', () => {
    expect(amountProblem(0)).toBe('below-minimum');
    expect(amountProblem(1.5)).toBe('not-whole');
    expect(amountProblem(250_001)).toBe('above-maximum');
  });
});
