import { describe, expect, it } from 'vitest';
import { formatTokens } from './format-tokens';

describe('money on the tokens screen', () => {
  it('counts tokens in the singular and plural', () => {
    expect(formatTokens(1)).toBe('1 token');
    expect(formatTokens(500)).toBe('500 tokens');
    expect(formatTokens(1250)).toBe('1,250 tokens');
  });
});
