import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it('reads the typed amount, empty as no number', () => {
    expect(parseAmount(' 500 ')).toBe(500);
    expect(parseAmount('')).toBeNaN();
    expect(parseAmount('12a')).toBeNaN();
  });
});
