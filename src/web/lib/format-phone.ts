// Kept apart from phone-entry.ts, whose messages come with the shared schemas (and zod):
// screens that only show a number should not download those.

/** +254712345678 as people read it: +254 712 345 678. Anything else is returned unchanged. */
export function formatKenyanPhone(phoneNumber: string): string {
  const match = /^\+254(\d{3})(\d{3})(\d{3})$/.exec(phoneNumber);
  return match ? `+254 ${match[1]} ${match[2]} ${match[3]}` : phoneNumber;
}
