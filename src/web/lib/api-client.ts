import { t } from '@lingui/core/macro';
import { API_VERSION, API_VERSION_HEADER, sendsApiVersion } from '../../shared/constants';
import { ApiError } from './api-error';
import { bodyMessage, readJsonBody } from './read-json-body';

/** The English of sessionExpiredMessage(), for logs and tests. */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';

/** What a 401 says, in the language on screen. */
export const sessionExpiredMessage = () => t`Session expired. Please log in again.`;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  signal?: AbortSignal;
}

/**
 * Calls the product's API with the session cookie and returns the parsed JSON answer.
 * The specification's "V" calls also carry `X-API-Version` (VERSIONED_API_PATHS).
 * Throws `ApiError` for any non-2xx answer and for network failures (status 0).
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (sendsApiVersion(path)) headers[API_VERSION_HEADER] = API_VERSION;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    // An abort is the caller's own decision, not a network problem; let it through unchanged.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new ApiError(`Network error: ${detail}`, 0);
  }

  const { data } = await readJsonBody(response);
  if (response.ok) return data as T;

  if (response.status === 401) {
    console.warn(SESSION_EXPIRED_MESSAGE);
    throw new ApiError(sessionExpiredMessage(), 401, data);
  }
  const { status, statusText } = response;
  const message = bodyMessage(data) ?? t`API request failed: ${status} ${statusText}`;
  throw new ApiError(message, response.status, data);
}
