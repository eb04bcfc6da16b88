import { describe, expect, it } from 'vitest';
import { formatKsh, formatTokens } from './format-tokens';

describe('money on the tokens screen', () => {
  it('shows shillings with thousands separators', () => {
    expect(formatKsh(0)).toBe('KSh 0');
    expect(formatKsh(1250)).toBe('KSh 1,250');
    expect(formatKsh(250_000)).toBe('KSh 250,000');
  });

  it('counts tokens in the singular and plural', () => {
    expect(formatTokens(1)).toBe('1 token');
    expect(formatTokens(500)).toBe('500 tokens');
    expect(formatTokens(1250)).toBe('1,250 tokens');
  });
});
