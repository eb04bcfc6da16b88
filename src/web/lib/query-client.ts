import { hashKey, QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { UserDetails } from '../../shared/schemas/user';
import { fetchJson, type On401 } from './fetch-json';
import { queryKeys } from './query-keys';
import { getSession, subscribeToSession, userChanged } from './session/session-store';

/**
 * A query function that GETs `path` (`fetchJson`). Keys are not paths (lib/query-keys.ts): each
 * query names the path it reads.
 */
export function getQueryFn<T>({
  path,
  on401 = 'throw',
}: {
  path: string;
  on401?: On401;
}): QueryFunction<T | null> {
  return ({ signal }) => fetchJson<T>(path, { on401, signal });
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

let app: QueryClient | null = null;

/**
 * The app's one query cache (query-provider.tsx), made when the first part that reads the server
 * loads, and kept as one with the session store: the user's details are the same in both
 * whichever changes them, and signing out empties the cache (the next person on a shared phone
 * sees nothing of the last one's).
 */
export function appQueryClient(): QueryClient {
  if (app) return app;
  const client = createQueryClient();
  let status = getSession().status;
  const fromSession = () => {
    const session = getSession();
    const wasSignedIn = status === 'signed-in';
    status = session.status;
    if (wasSignedIn && session.status === 'visitor') client.clear();
    const { user } = session;
    if (user && client.getQueryData(queryKeys.userDetails) !== user) {
      client.setQueryData(queryKeys.userDetails, user);
    }
  };
  fromSession();
  subscribeToSession(fromSession);
  const detailsHash = hashKey(queryKeys.userDetails);
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== detailsHash) return;
    const user = event.query.state.data as UserDetails | undefined;
    if (user) userChanged(user);
  });
  app = client;
  return client;
}
