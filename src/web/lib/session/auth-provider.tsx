import { Trans } from '@lingui/react/macro';
import {
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { UserDetails } from '../../../shared/schemas/user';
import { apiRequest } from '../api-client';
import { LAST_SEARCH_KEY } from '../storage-keys';
import { toast } from '../toast-store';
import { type Auth, AuthContext } from './auth-context';
import { onSessionExpired, signedIn, signedOut } from './session-store';
import { useSession } from './use-session';

/** What AuthProvider needs of the sign-in dialog, which the auth feature provides. */
export interface SignInDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onSignedIn(user: UserDetails): void;
}

type Resume = (user: UserDetails | null) => void;

/** Phones are shared: the next person should not see where this one was going. */
function forgetLastSearch() {
  try {
    localStorage.removeItem(LAST_SEARCH_KEY);
  } catch {
    // Storage may be unavailable (private mode); nothing was kept then.
  }
}

/**
 * The session of specification §4 (session-store.ts, which `useSession()` reads), and the
 * sign-in dialog with the action to resume after it.
 */
export function AuthProvider({
  children,
  SignInDialog,
}: {
  children: ReactNode;
  /**
   * A lazy component: the dialog (Radix Dialog, the steps, the shared sign-in schemas) is
   * downloaded on the first openSignIn only, so the landing page's first visit does not carry it.
   */
  SignInDialog: LazyExoticComponent<ComponentType<SignInDialogProps>>;
}) {
  const { status, user } = useSession();

  const [dialogWanted, setDialogWanted] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const resumeRef = useRef<Resume | null>(null);
  /** openSignIn during the start-up check: decided once the check answers. */
  const openAfterCheckRef = useRef(false);

  // Everything cached of the user who just left goes with the session (query-client.ts).
  const forgetSession = useCallback(() => {
    signedOut();
    forgetLastSearch();
  }, []);

  const completeSignIn = useCallback((signedInUser: UserDetails) => {
    // With the details the sign-in answered, so no screen fetches them again.
    signedIn(signedInUser);
    setDialogOpen(false);
    const resume = resumeRef.current;
    resumeRef.current = null;
    try {
      resume?.(signedInUser);
    } catch (error) {
      console.error('The action resumed after sign-in failed', error);
    }
  }, []);

  const openSignIn = useCallback(
    (resume?: Resume) => {
      if (status === 'signed-in') {
        resume?.(user);
        return;
      }
      resumeRef.current = resume ?? null;
      if (status === 'checking') {
        openAfterCheckRef.current = true;
        return;
      }
      setDialogWanted(true);
      setDialogOpen(true);
    },
    [status, user],
  );

  useEffect(() => {
    if (status === 'checking' || !openAfterCheckRef.current) return;
    openAfterCheckRef.current = false;
    if (status === 'signed-in') {
      const resume = resumeRef.current;
      resumeRef.current = null;
      resume?.(user);
    } else {
      setDialogWanted(true);
      setDialogOpen(true);
    }
  }, [status, user]);

  const signOut = useCallback(async () => {
    try {
      await apiRequest('POST', '/api/auth/logout');
    } catch {
      // The browser forgets the session either way; the server's ends on its own.
    }
    forgetSession();
    // Resolve only once React has rendered the session's end: a caller that then goes home must
    // find the landing page, not a signed-in home whose calls fail with 401.
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    // Elements, not strings: a toast on screen follows a change of language.
    toast({
      title: <Trans>Signed out</Trans>,
      description: <Trans>You've been successfully signed out</Trans>,
    });
  }, [forgetSession]);

  // The server no longer knows this session (expired, ended elsewhere): the store has signed
  // out here too.
  useEffect(
    () =>
      onSessionExpired(() => {
        forgetLastSearch();
        toast({ title: <Trans>Session expired. Please log in again.</Trans> });
      }),
    [],
  );

  // Once per session, after sign-in or at start when already signed in.
  const positionSentRef = useRef(false);
  useEffect(() => {
    if (status === 'visitor') positionSentRef.current = false;
    if (status !== 'signed-in' || positionSentRef.current) return;
    positionSentRef.current = true;
    // Only signed-in people need this code, so visitors to the landing page do not download it.
    void import('./send-last-known-position')
      .then((module) => module.sendLastKnownPosition())
      .catch(() => {});
  }, [status]);

  const onDialogOpenChange = useCallback((open: boolean) => {
    setDialogOpen(open);
    if (!open) resumeRef.current = null;
  }, []);

  const auth = useMemo<Auth>(
    () => ({ status, user, openSignIn, signOut, clearSession: forgetSession }),
    [status, user, openSignIn, signOut, forgetSession],
  );

  return (
    <AuthContext.Provider value={auth}>
      {children}
      {dialogWanted ? (
        <Suspense fallback={<DialogLoading />}>
          <SignInDialog
            open={dialogOpen}
            onOpenChange={onDialogOpenChange}
            onSignedIn={completeSignIn}
          />
        </Suspense>
      ) : null}
    </AuthContext.Provider>
  );
}

/** The dimmed page while the dialog's code arrives, so the tap visibly did something. */
function DialogLoading() {
  return (
    <div className="fixed inset-0 z-40 bg-ink/50" role="status">
      <span className="sr-only">
        <Trans>Opening sign-in…</Trans>
      </span>
    </div>
  );
}
