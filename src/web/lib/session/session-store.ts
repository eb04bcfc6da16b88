import type { SessionResponse, UserDetails } from '../../../shared/schemas/user';
import { ApiError } from '../api-error';
import { fetchJson } from '../fetch-json';

/**
 * Who is using the app. A failed session check counts as signed out; a signed-in user whose
 * details fail to load stays signed in without a profile, as the specification asks.
 */
export type Session =
  | { status: 'checking'; user: null }
  | { status: 'visitor'; user: null }
  | { status: 'signed-in'; user: UserDetails | null };

const CHECKING: Session = { status: 'checking', user: null };
const VISITOR: Session = { status: 'visitor', user: null };

/**
 * The session of specification §4, in a small store of its own rather than in TanStack Query's
 * cache: the landing page's shell (header, Book Ride, sign-in) needs only this, and a visitor's
 * first view then downloads no query library. Once a screen has loaded the query cache, the two
 * are kept as one (lib/query-client.ts, `appQueryClient`): the user's details there are these.
 */
let session: Session = CHECKING;
const listeners = new Set<() => void>();
const expiredListeners = new Set<() => void>();
let loadingDetails: Promise<UserDetails> | null = null;

function publish(next: Session): void {
  if (next === session) return;
  session = next;
  for (const listener of listeners) listener();
}

export const getSession = (): Session => session;

/** What the server rendered the landing page with, and what hydration must find. */
export const getServerSession = (): Session => CHECKING;

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Told when the server no longer knows the session (a 401 on the user's details). */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/**
 * The user's details from the server, and into the session. One request at a time: a screen that
 * asks while the start-up load is under way gets the same answer. A 401 ends the session here.
 */
export function loadUserDetails(): Promise<UserDetails> {
  loadingDetails ??= fetchJson<UserDetails>('/api/user/details')
    .then((user) => {
      if (!user) throw new ApiError('No user details', 500);
      if (session.status === 'signed-in') publish({ status: 'signed-in', user });
      return user;
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401 && session.status === 'signed-in') {
        publish(VISITOR);
        for (const listener of expiredListeners) listener();
      }
      throw error;
    })
    .finally(() => {
      loadingDetails = null;
    });
  return loadingDetails;
}

/** Asks the server who is signed in (once, at start), then loads their details. */
export async function checkSession(): Promise<void> {
  let answer: SessionResponse | null = null;
  try {
    answer = await fetchJson<SessionResponse>('/api/auth/session', { on401: 'returnNull' });
  } catch {
    // Offline or failing: treated as signed out, as the specification asks.
  }
  if (session.status !== 'checking') return;
  if (answer?.isAuthenticated !== true) {
    publish(VISITOR);
    return;
  }
  publish({ status: 'signed-in', user: null });
  // A failure leaves the user signed in without a profile; a screen's query shows it.
  loadUserDetails().catch(() => {});
}

/** Signed in (the sign-in dialog), with the details the server answered. */
export function signedIn(user: UserDetails): void {
  publish({ status: 'signed-in', user });
}

/** The signed-in user's details changed (saved, or read again by a screen). */
export function userChanged(user: UserDetails): void {
  if (session.status === 'signed-in' && session.user !== user) {
    publish({ status: 'signed-in', user });
  }
}

/** Signed out, or the session ended elsewhere: nothing of the user stays. */
export function signedOut(): void {
  publish(VISITOR);
}
