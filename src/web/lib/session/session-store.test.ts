import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../../../shared/schemas/user';

// The session store and the query cache it is handed to are module state: each test starts
// with fresh modules, as a page load does.

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const user = (fullName: string) => ({ id: 'u1', fullName, language: 'en' }) as UserDetails;

/** Answers each path with the next of its answers. */
function answer(byPath: Record<string, Array<() => Response | Promise<Response>>>) {
  fetchMock.mockImplementation(async (input) => {
    const next = byPath[String(input)]?.shift();
    if (!next) throw new Error(`unexpected request to ${String(input)}`);
    return next();
  });
}

const requestsTo = (path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path).length;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the session store', () => {
  it('is checking until the server answers, then a visitor when no one is signed in', async () => {
    answer({ '/api/auth/session': [() => json({ message: 'no' }, 401)] });
    const store = await import('./session-store');
    expect(store.getSession().status).toBe('checking');
    await store.checkSession();
    expect(store.getSession()).toEqual({ status: 'visitor', user: null });
    expect(requestsTo('/api/user/details')).toBe(0);
  });

  it('counts a failed check as signed out', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const store = await import('./session-store');
    await store.checkSession();
    expect(store.getSession().status).toBe('visitor');
  });

  it('loads a signed-in user’s details once, however many ask meanwhile', async () => {
    let release: () => void = () => {};
    answer({
      '/api/auth/session': [() => json({ isAuthenticated: true })],
      '/api/user/details': [
        () => new Promise((resolve) => (release = () => resolve(json(user('Wanjiku Kamau'))))),
      ],
    });
    const store = await import('./session-store');
    const changes: string[] = [];
    store.subscribeToSession(() => changes.push(store.getSession().status));
    await store.checkSession();
    expect(store.getSession()).toEqual({ status: 'signed-in', user: null });
    const screen = store.loadUserDetails();
    release();
    expect((await screen).fullName).toBe('Wanjiku Kamau');
    expect(store.getSession().user?.fullName).toBe('Wanjiku Kamau');
    expect(requestsTo('/api/user/details')).toBe(1);
    expect(changes).toEqual(['signed-in', 'signed-in']);
  });

  it('keeps a user whose details fail signed in, without a profile', async () => {
    answer({
      '/api/auth/session': [() => json({ isAuthenticated: true })],
      '/api/user/details': [() => json({ message: 'database unavailable' }, 503)],
    });
    const store = await import('./session-store');
    await store.checkSession();
    await settle();
    expect(store.getSession()).toEqual({ status: 'signed-in', user: null });
  });

  it('ends the session when the server no longer knows it, and says so', async () => {
    answer({
      '/api/auth/session': [() => json({ isAuthenticated: true })],
      '/api/user/details': [() => json({ message: 'Not authenticated' }, 401)],
    });
    const store = await import('./session-store');
    const expired = vi.fn();
    store.onSessionExpired(expired);
    await store.checkSession();
    await settle();
    expect(store.getSession().status).toBe('visitor');
    expect(expired).toHaveBeenCalledOnce();
  });
});

describe('the query cache it is handed to', () => {
  it('starts with the signed-in user’s details, so no screen asks for them again', async () => {
    answer({
      '/api/auth/session': [() => json({ isAuthenticated: true })],
      '/api/user/details': [() => json(user('Otieno Odhiambo'))],
    });
    const store = await import('./session-store');
    await store.checkSession();
    await settle();
    const { appQueryClient } = await import('../query-client');
    const { userDetailsQuery } = await import('./user-details-query');
    const details = await appQueryClient().fetchQuery(userDetailsQuery);
    expect(details.fullName).toBe('Otieno Odhiambo');
    expect(requestsTo('/api/user/details')).toBe(1);
  });

  it('keeps the details one with the store, whichever side changes them', async () => {
    const store = await import('./session-store');
    const { appQueryClient } = await import('../query-client');
    const { queryKeys } = await import('../query-keys');
    const client = appQueryClient();

    store.signedIn(user('Achieng Atieno'));
    expect(client.getQueryData<UserDetails>(queryKeys.userDetails)?.fullName).toBe(
      'Achieng Atieno',
    );
    // A screen saves the profile.
    client.setQueryData(queryKeys.userDetails, user('Achieng Otieno'));
    expect(store.getSession().user?.fullName).toBe('Achieng Otieno');
  });

  it('empties when the user signs out: the next person sees nothing of theirs', async () => {
    const store = await import('./session-store');
    const { appQueryClient } = await import('../query-client');
    const { queryKeys } = await import('../query-keys');
    const client = appQueryClient();
    store.signedIn(user('Kamau Njoroge'));
    client.setQueryData(queryKeys.passengerUpcomingTrips, [{ id: 'b1' }]);

    store.signedOut();
    expect(client.getQueryData(queryKeys.userDetails)).toBeUndefined();
    expect(client.getQueryData(queryKeys.passengerUpcomingTrips)).toBeUndefined();
  });

  it('keeps what a visitor read when the check answers that no one is signed in', async () => {
    answer({ '/api/auth/session': [() => json({ isAuthenticated: false })] });
    const store = await import('./session-store');
    const { appQueryClient } = await import('../query-client');
    const { queryKeys } = await import('../query-keys');
    const client = appQueryClient();
    // A shared trip's page, opened from an SMS, read before the check answered.
    client.setQueryData(queryKeys.sharedTrip('t1'), { rideId: 'r1' });
    await store.checkSession();
    expect(client.getQueryData(queryKeys.sharedTrip('t1'))).toEqual({ rideId: 'r1' });
  });
});
