const whole = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/** 1 -> '1 token', 1250 -> '1,250 tokens'. */
export function formatTokens(amount: number): string {
  return `${whole.format(amount)} ${amount === 1 ? 'token' : 'tokens'}`;
}
