import { describe, expect, it } from 'vitest';
import { formatKsh } from './format-money';

describe('money', () => {
  it('shows shillings with thousands separators', () => {
    expect(formatKsh(0)).toBe('KSh 0');
    expect(formatKsh(1250)).toBe('KSh 1,250');
    expect(formatKsh(250_000)).toBe('KSh 250,000');
  });
});
