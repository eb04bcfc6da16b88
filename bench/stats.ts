/** Percentiles of a list of milliseconds, to two decimals. */
export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  const round = (v: number) => Math.round(v * 100) / 100;
  return { p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), n: values.length };
}
