const whole = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/** 1250 -> 'KSh 1,250'. */
export function formatKsh(amount: number): string {
  return `KSh ${whole.format(amount)}`;
}

/** 1 -> '1 token', 1250 -> '1,250 tokens'. */
export function formatTokens(amount: number): string {
  return `${whole.format(amount)} ${amount === 1 ? 'token' : 'tokens'}`;
}
