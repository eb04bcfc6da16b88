import { ApiError } from '../../lib/api-error';
import { bodyMessage } from '../../lib/read-json-body';
import { tokenMessages } from './token-messages';

/** The server's own words for a refused payment ('error', then 'message'), else the spec's. */
export function initiationErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0) {
    const data = error.data as { error?: unknown } | null;
    if (typeof data?.error === 'string' && data.error) return data.error;
    const message = bodyMessage(error.data);
    if (message) return message;
    if (error.status === 401) return error.message;
  }
  return tokenMessages().initiationFailed.description;
}

/**
 * Whether the request may have reached the server even though no answer came back: offline, or a
 * gateway error. Then a retry of the same amount reuses the key, so it cannot prompt twice. A 502
 * is the server saying M-Pesa refused the push; that payment is closed, so a retry needs a new key.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || (error.status >= 500 && error.status !== 502);
}
