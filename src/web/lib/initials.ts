/** Initials of the first two words of the name; `fallback` ('U' for user) when there is no name. */
export function initials(fullName: string | null | undefined, fallback = 'U'): string {
  const letters = (fullName ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return letters || fallback;
}
