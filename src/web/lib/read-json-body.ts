/**
 * Reads a response body as JSON. The specification treats any answer that is not JSON (an empty
 * 204, an HTML error page from a proxy) as an empty object, so callers never deal with parse errors.
 */
export async function readJsonBody(response: Response): Promise<{ text: string; data: unknown }> {
  const text = await response.text().catch(() => '');
  if (!text) return { text, data: {} };
  try {
    return { text, data: JSON.parse(text) as unknown };
  } catch {
    return { text, data: {} };
  }
}

/** The `message` field of an error body, when the server sent one. */
export function bodyMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data as { message: unknown };
  return typeof message === 'string' && message.length > 0 ? message : undefined;
}
