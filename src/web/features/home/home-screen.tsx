import { lazy, useContext, useDeferredValue } from 'react';
import { RouteFallback } from '../../app-shell/route-fallback';
import { withCommuteMessages } from '../../lib/i18n/catalogues';
import { PrerenderedContext } from '../../lib/prerendered';
import { useAuth } from '../../lib/session/auth-context';
import { withQueries } from '../../lib/with-queries';
import { LandingPage } from '../landing';

// The landing page's first screen comes with the app's entry: most people on the root route are
// visitors, and it then paints as soon as the session check answers, with no chunk to wait for
// (and no extra file against the landing page's 87.7 KB JavaScript budget). The signed-in home is
// not fetched ahead, so visitors never download it; it is small and follows the check.
const SignedInHome = lazy(
  withQueries(() =>
    withCommuteMessages(() => import('./signed-in-home'))().then((m) => m.SignedInHome),
  ),
);

/** The root route: the landing page for visitors, the home screen once signed in. */
export function HomeScreen() {
  // The screen that follows the session check renders in the background, in slices that leave
  // the phone free to answer a tap (the session's answer itself is an urgent update).
  const status = useDeferredValue(useAuth().status);
  const prerendered = useContext(PrerenderedContext);
  if (status === 'checking') return prerendered ? <LandingPage /> : <RouteFallback />;
  return status === 'signed-in' ? <SignedInHome /> : <LandingPage />;
}
