import { t } from '@lingui/core/macro';
import { startTransition, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { UserDetails } from '../../../shared/schemas/user';
import { PrerenderedContext } from '../prerendered';
import { getServerSession, getSession, type Session, subscribeToSession } from './session-store';

export type { Session } from './session-store';

/**
 * Who is using the app (session-store.ts), for AuthProvider, which gives it to every screen
 * (`useAuth()`).
 *
 * On the server's pre-rendered landing page the app first shows what the server rendered (the
 * check still running), and takes up the store's answer in a transition once hydrated. Read
 * straight from the store, an answer that came before hydration would make React re-render the
 * page, and hydrate all of it still waiting, in one blocking task: 85 ms on a phone (Lighthouse's
 * 4x slower CPU), which is most of the landing page's Total Blocking Time. In a transition React
 * does the same work in slices. From then on every change (a sign-in, a sign-out) renders at once,
 * as the code that made it expects.
 */
export function useSession(): Session {
  const prerendered = useContext(PrerenderedContext);
  const [caughtUp, setCaughtUp] = useState(!prerendered);
  useEffect(() => {
    if (!caughtUp) startTransition(() => setCaughtUp(true));
  }, [caughtUp]);
  // Until caught up, the snapshot is the server's, so the store's answer changes nothing yet.
  return useSyncExternalStore(
    subscribeToSession,
    caughtUp ? getSession : getServerSession,
    getServerSession,
  );
}

/**
 * The first word of the user's name, or 'User' as the specification's greeting falls back to
 * (in the language on screen: a component showing it calls `useLingui()`).
 */
export function firstName(user: UserDetails | null): string {
  return user?.fullName?.trim().split(/\s+/)[0] || t`User`;
}
