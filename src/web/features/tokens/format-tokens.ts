import { plural } from '@lingui/core/macro';

/**
 * 1 -> '1 token', 1250 -> '1,250 tokens', in the language on screen: a component that shows it
 * calls useLingui(), so it re-renders when the language changes.
 */
export function formatTokens(amount: number): string {
  return plural(amount, { one: '# token', other: '# tokens' });
}
