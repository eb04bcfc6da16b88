import { describe, expect, it } from 'vitest';
import { formatKsh, formatNumber } from './format-money';

describe('money', () => {
  it('shows shillings with thousands separators', () => {
    expect(formatKsh(0)).toBe('KSh 0');
    expect(formatKsh(1250)).toBe('KSh 1,250');
    expect(formatKsh(250_000)).toBe('KSh 250,000');
    expect(formatKsh(1_234_567.5)).toBe('KSh 1,234,568');
  });

  it('writes every number as Intl.NumberFormat does in en-KE and sw-KE', () => {
    const values = [
      0,
      -0,
      1,
      9,
      10,
      999,
      1000,
      999.5,
      1234.45,
      0.15,
      0.05,
      0.95,
      9.95,
      99.95,
      4.35,
      2.25,
      1.005,
      1234567.25,
      -0.4,
      -0.5,
      -1250,
      -999.96,
      123456789012,
      1e20,
      1e21,
      1e-7,
      0.000001,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ];
    // And many more: random amounts of every size, with up to three decimals.
    let seed = 22;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 3000; i++) {
      const size = 10 ** Math.floor(random() * 10);
      const decimals = 10 ** Math.floor(random() * 4);
      values.push(Math.round(random() * size * decimals) / decimals);
    }
    for (const locale of ['en-KE', 'sw-KE']) {
      for (const digits of [0, 1, 2]) {
        const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
        for (const value of values) {
          expect(formatNumber(value, digits), `${value} with ${digits} digits in ${locale}`).toBe(
            intl.format(value),
          );
        }
      }
    }
  });
});
