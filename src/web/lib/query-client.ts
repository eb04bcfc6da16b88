import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { API_VERSION, API_VERSION_HEADER, sendsApiVersion } from '../../shared/constants';
import { ApiError } from './api-error';
import { bodyMessage, readJsonBody } from './read-json-body';

export type On401 = 'throw' | 'returnNull';

/**
 * A query function that GETs `path`. Its error message is "{status}: {detail}" as the
 * specification's fetch helper words it, so callers can tell a 401 from the message alone; the
 * detail prefers the body's `message`. Keys are not paths (lib/query-keys.ts): each query names
 * the path it reads.
 */
export function getQueryFn<T>({
  path,
  on401 = 'throw',
}: {
  path: string;
  on401?: On401;
}): QueryFunction<T | null> {
  return async ({ signal }) => {
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
  };
}

/** `getQueryFn` for reads that never answer null (a 401 throws). */
export function getJson<T>(path: string): QueryFunction<T> {
  return getQueryFn<T>({ path }) as QueryFunction<T>;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        // Offline, a read still goes out once: the service worker answers it with what it kept
        // (My Trips, the next trip's boarding code). TanStack's default would wait for a network.
        networkMode: 'offlineFirst',
      },
      // A change made offline fails at once with the network error, instead of waiting unseen.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
