import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSIONED_API_PATHS } from '../../shared/constants';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { createQueryClient, getQueryFn } from './query-client';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('sends a JSON body with cookies and returns the parsed answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: 'sent' }));

    const answer = await apiRequest('POST', '/api/auth/otp/send', { phoneNumber: '+254712345678' });

    expect(answer).toEqual({ success: true, message: 'sent' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/otp/send');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"phoneNumber":"+254712345678"}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.has('X-API-Version')).toBe(false);
  });

  it('sends no body and no content type on a GET', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ isAuthenticated: false }));

    await apiRequest('GET', '/api/auth/session');

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('adds the API version header to every call the specification marks "V", and no other', async () => {
    for (const path of VERSIONED_API_PATHS) {
      fetchMock.mockResolvedValue(jsonResponse([]));
      await apiRequest('GET', `${path}?x=1`);
      const headers = new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers);
      expect(headers.get('X-API-Version'), path).toBe('3.0.0');

      fetchMock.mockResolvedValue(jsonResponse([]));
      await createQueryClient().fetchQuery({ queryKey: [path], queryFn: getQueryFn({ path }) });
      const read = new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers);
      expect(read.get('X-API-Version'), path).toBe('3.0.0');
    }
    fetchMock.mockResolvedValue(jsonResponse({}));
    await createQueryClient().fetchQuery({
      queryKey: ['details'],
      queryFn: getQueryFn({ path: '/api/user/details' }),
    });
    expect(new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers).has('X-API-Version')).toBe(false);
  });

  it('reads an answer that is not JSON as an empty object', async () => {
    fetchMock.mockResolvedValue(new Response('<html>ok</html>', { status: 200 }));
    await expect(apiRequest('GET', '/api/health')).resolves.toEqual({});

    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/api/vehicles/1')).resolves.toEqual({});
  });

  it("uses the body's message, the status and the body for a failed call", async () => {
    const body = { message: 'This ride is no longer available' };
    fetchMock.mockResolvedValue(jsonResponse(body, { status: 409, statusText: 'Conflict' }));

    const error = await caught(apiRequest('POST', '/api/Commute/SavePassengerBooking', {}));

    expect(error.message).toBe('This ride is no longer available');
    expect(error.status).toBe(409);
    expect(error.data).toEqual(body);
  });

  it('falls back to the status line when the failed answer has no message', async () => {
    fetchMock.mockResolvedValue(
      new Response('upstream down', { status: 502, statusText: 'Bad Gateway' }),
    );

    const error = await caught(apiRequest('GET', '/api/driver/stats'));

    expect(error.message).toBe('API request failed: 502 Bad Gateway');
    expect(error.status).toBe(502);
    expect(error.data).toEqual({});
  });

  it('reports a 401 as an expired session and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Not authenticated. Please log in.' }, { status: 401 }),
    );

    const error = await caught(apiRequest('GET', '/api/user/details'));

    expect(error.message).toBe('Session expired. Please log in again.');
    expect(error.status).toBe(401);
    expect(error.data).toEqual({ message: 'Not authenticated. Please log in.' });
    expect(warn).toHaveBeenCalledWith('Session expired. Please log in again.');
  });

  it('turns a network failure into status 0 with the detail', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await caught(apiRequest('GET', '/api/auth/session'));

    expect(error.message).toBe('Network error: Failed to fetch');
    expect(error.status).toBe(0);
  });

  it('lets an aborted request reject as an abort, not a network error', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));

    await expect(apiRequest('GET', '/api/auth/session')).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
