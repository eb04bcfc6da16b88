import { useEffect, useRef } from 'react';
import { useAuth } from '../lib/session/auth-context';

/**
 * A visitor who opens a signed-in screen is asked to sign in, once: signing out there later
 * (or deleting the account, or closing the dialog) does not bring the dialog back.
 */
export function useSignInOnce(): void {
  const { status, openSignIn } = useAuth();
  const asked = useRef(false);
  useEffect(() => {
    if (status === 'signed-in') asked.current = true;
    if (status !== 'visitor' || asked.current) return;
    asked.current = true;
    openSignIn();
  }, [status, openSignIn]);
}
