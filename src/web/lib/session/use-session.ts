import { t } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';
import type { UserDetails } from '../../../shared/schemas/user';
import { getServerSession, getSession, type Session, subscribeToSession } from './session-store';

export type { Session } from './session-store';

/**
 * Who is using the app (session-store.ts). Screens use `useAuth()`; this reads the same store,
 * for code outside AuthProvider's reach.
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribeToSession, getSession, getServerSession);
}

/**
 * The first word of the user's name, or 'User' as the specification's greeting falls back to
 * (in the language on screen: a component showing it calls `useLingui()`).
 */
export function firstName(user: UserDetails | null): string {
  return user?.fullName?.trim().split(/\s+/)[0] || t`User`;
}
