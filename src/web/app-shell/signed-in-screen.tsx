import type { ReactNode } from 'react';
import { usePageTitle } from '../components/use-page-title';
import { useAuth } from '../lib/session/auth-context';
import type { BottomTab } from './bottom-nav';
import { ScreenFrame, type ScreenWidth } from './screen-frame';
import { type BackLink, ScreenHeader } from './screen-header';
import { useSignInOnce } from './use-sign-in-once';

/**
 * A screen for signed-in people: its title (and the tab's), then what fits who is here. While
 * the session is checked, `loading`; a visitor gets `visitor` (a SignInPrompt in the screen's
 * words) and the sign-in dialog, once; signed in, the screen itself and the bottom tab bar.
 */
export function SignedInScreen({
  title,
  subtitle,
  back,
  width,
  nav,
  loading,
  visitor,
  children,
}: {
  title: string;
  subtitle?: string;
  back?: BackLink;
  width?: ScreenWidth;
  /** The bottom bar's tab for this screen; none hides the bar. */
  nav?: BottomTab;
  loading: ReactNode;
  visitor: ReactNode;
  /** Mounted only once signed in. */
  children: ReactNode;
}) {
  usePageTitle(title);
  useSignInOnce();
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  return (
    <ScreenFrame nav={signedIn ? nav : null} width={width}>
      <ScreenHeader title={title} subtitle={subtitle} back={back} />
      {status === 'checking' ? loading : null}
      {status === 'visitor' ? visitor : null}
      {signedIn ? children : null}
    </ScreenFrame>
  );
}
