import { t } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse, UserDetails } from '../../../shared/schemas/user';
import { getQueryFn } from '../query-client';
import { queryKeys } from '../query-keys';

/** Shared with main.tsx, which starts the check before the first screen's code has loaded. */
export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: getQueryFn<SessionResponse>({ path: '/api/auth/session', on401: 'returnNull' }),
});

/**
 * The signed-in user's record. A 401 is an error here (not null), so AuthProvider can tell a
 * session the server has ended from details that merely failed to load.
 */
export const userDetailsQuery = queryOptions({
  queryKey: queryKeys.userDetails,
  queryFn: getQueryFn<UserDetails>({ path: '/api/user/details' }),
});

export type Session =
  | { status: 'checking'; user: null }
  | { status: 'visitor'; user: null }
  | { status: 'signed-in'; user: UserDetails | null };

/**
 * Who is using the app. A failed session check counts as signed out; a signed-in user whose
 * details fail to load stays signed in without a profile, as the specification asks.
 * Screens use `useAuth()`; this reads the same cache, for code outside AuthProvider's reach.
 */
export function useSession(): Session {
  const session = useQuery(sessionQuery);
  const signedIn = session.data?.isAuthenticated === true;
  const details = useQuery({ ...userDetailsQuery, enabled: signedIn });

  if (session.isPending) return { status: 'checking', user: null };
  if (!signedIn) return { status: 'visitor', user: null };
  return { status: 'signed-in', user: details.data ?? null };
}

/**
 * The first word of the user's name, or 'User' as the specification's greeting falls back to
 * (in the language on screen: a component showing it calls `useLingui()`).
 */
export function firstName(user: UserDetails | null): string {
  return user?.fullName?.trim().split(/\s+/)[0] || t`User`;
}
