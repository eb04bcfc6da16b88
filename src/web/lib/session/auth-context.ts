import { createContext, useContext } from 'react';
import type { UserDetails } from '../../../shared/schemas/user';

export type AuthStatus = 'checking' | 'visitor' | 'signed-in';

/**
 * Who is using the app, and the doors in and out. Provided once by AuthProvider
 * (lib/session/auth-provider.tsx), which also renders the sign-in dialog.
 */
export interface Auth {
  status: AuthStatus;
  /** The profile; null while checking, for visitors, and when a signed-in user's details failed to load. */
  user: UserDetails | null;
  /**
   * Opens the sign-in dialog. After a successful sign-in, `resume` runs with the user's details
   * (e.g. Book Ride opens the ride search). A signed-in user gets `resume` at once.
   */
  openSignIn(resume?: (user: UserDetails | null) => void): void;
  /** Ends the session on the server, clears the user and shows the 'Signed out' toast. */
  signOut(): Promise<void>;
  /**
   * Forgets the session in the browser without calling the server: for when the server has
   * already ended it (the account was deleted). Shows no toast.
   */
  clearSession(): void;
}

export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
