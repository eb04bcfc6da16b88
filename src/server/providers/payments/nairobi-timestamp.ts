/** Daraja's YYYYMMDDHHmmss in Nairobi time (UTC+3, no daylight saving). */
export function nairobiTimestamp(date: Date): string {
  const nairobi = new Date(date.getTime() + 3 * 60 * 60 * 1000);
  return nairobi.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}
