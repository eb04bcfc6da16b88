/**
 * Runs `check` until it passes, then answers what it answered; past `timeoutMs`, fails with the
 * check's last error. For a condition that becomes true later (a callback arriving, counts
 * reaching the database), instead of a fixed sleep that is either too short or too long.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 10_000, everyMs = 20 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  // performance.now(), not Date.now(): a test may freeze the date.
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (performance.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
