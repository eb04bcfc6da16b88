/** The amount field's text as a number: NaN when it is empty or not a number. */
export function parseAmount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}
