import { API_VERSION, API_VERSION_HEADER, sendsApiVersion } from '../../shared/constants';
import { ApiError } from './api-error';
import { bodyMessage, readJsonBody } from './read-json-body';

export type On401 = 'throw' | 'returnNull';

/**
 * GETs `path` for a read (the queries' `getQueryFn`, the session check). Its error message is
 * "{status}: {detail}" as the specification's fetch helper words it, so callers can tell a 401
 * from the message alone; the detail prefers the body's `message`.
 */
export async function fetchJson<T>(
  path: string,
  { on401 = 'throw', signal }: { on401?: On401; signal?: AbortSignal } = {},
): Promise<T | null> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(sendsApiVersion(path) ? { [API_VERSION_HEADER]: API_VERSION } : {}),
      },
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new ApiError(`Network error: ${detail}`, 0);
  }

  if (response.status === 401 && on401 === 'returnNull') return null;

  const { text, data } = await readJsonBody(response);
  if (!response.ok) {
    const detail = bodyMessage(data) ?? (text || response.statusText);
    throw new ApiError(`${response.status}: ${detail}`, response.status, data);
  }
  return data as T;
}
