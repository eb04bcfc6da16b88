import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, getQueryFn } from './query-client';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function fail(): never {
  throw new Error('expected the query to fail');
}

function asApiError(reason: unknown): ApiError {
  expect(reason).toBeInstanceOf(ApiError);
  return reason as ApiError;
}

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

describe('query function', () => {
  it('GETs its path, with cookies, whatever the key', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ isAuthenticated: true }));
    const client = createQueryClient();

    const data = await client.fetchQuery({
      queryKey: ['trips', 'history'],
      queryFn: getQueryFn({ path: '/api/trips/history' }),
    });

    expect(data).toEqual({ isAuthenticated: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/trips/history');
    expect(init?.credentials).toBe('include');
    expect(init?.method ?? 'GET').toBe('GET');
  });

  it('throws on 401 unless asked not to', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Not authenticated. Please log in.' }, { status: 401 }),
    );
    const client = createQueryClient();

    const error = await client
      .fetchQuery({
        queryKey: ['/api/user/details'],
        queryFn: getQueryFn({ path: '/api/user/details' }),
      })
      .then(fail, asApiError);

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('401: Not authenticated. Please log in.');
  });

  it("returns null on 401 when asked to with on401 'returnNull'", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'nope' }, { status: 401 }));
    const client = createQueryClient();

    const data = await client.fetchQuery({
      queryKey: ['/api/user/details'],
      queryFn: getQueryFn({ path: '/api/user/details', on401: 'returnNull' }),
    });

    expect(data).toBeNull();
  });

  it("still throws other failures with on401 'returnNull', using the body text", async () => {
    fetchMock.mockResolvedValue(
      new Response('database unavailable', { status: 503, statusText: 'Service Unavailable' }),
    );
    const client = createQueryClient();

    const error = await client
      .fetchQuery({
        queryKey: ['/api/driver/stats'],
        queryFn: getQueryFn({ path: '/api/driver/stats', on401: 'returnNull' }),
      })
      .then(fail, asApiError);

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('503: database unavailable');
    expect(error.status).toBe(503);
  });

  it('uses the status text when the failed body is empty', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 500, statusText: 'Server Error' }));
    const client = createQueryClient();

    const error = await client
      .fetchQuery({
        queryKey: ['/api/driver/stats'],
        queryFn: getQueryFn({ path: '/api/driver/stats' }),
      })
      .then(fail, asApiError);

    expect(error.message).toBe('500: Server Error');
  });

  it('reads a non-JSON success as an empty object', async () => {
    fetchMock.mockResolvedValue(new Response('OK', { status: 200 }));
    const client = createQueryClient();

    await expect(
      client.fetchQuery({
        queryKey: ['/api/health'],
        queryFn: getQueryFn({ path: '/api/health' }),
      }),
    ).resolves.toEqual({});
  });

  it('reports a network failure with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const client = createQueryClient();

    const error = await client
      .fetchQuery({
        queryKey: ['/api/auth/session'],
        queryFn: getQueryFn({ path: '/api/auth/session' }),
      })
      .then(fail, asApiError);

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('Network error: Failed to fetch');
  });
});

describe('query client defaults', () => {
  it('never refetches on its own and never retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();

    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('does not retry a failed query', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 500, statusText: 'Server Error' }));
    const client = createQueryClient();

    await client
      .fetchQuery({
        queryKey: ['/api/trips/history'],
        queryFn: getQueryFn({ path: '/api/trips/history' }),
      })
      .catch(() => undefined);

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('serves cached data without fetching again', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ isAuthenticated: false }));
    const client = createQueryClient();

    await client.fetchQuery({
      queryKey: ['/api/auth/session'],
      queryFn: getQueryFn({ path: '/api/auth/session' }),
    });
    await client.fetchQuery({
      queryKey: ['/api/auth/session'],
      queryFn: getQueryFn({ path: '/api/auth/session' }),
    });

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
