import { lazy, useEffect } from 'react';
import { RouteFallback } from '../../app-shell/route-fallback';
import { withAppMessages } from '../../lib/i18n/catalogues';
import { useAuth } from '../../lib/session/auth-context';

const loadLanding = () => import('../landing');

const LandingPage = lazy(() => loadLanding().then((m) => ({ default: m.LandingPage })));
const SignedInHome = lazy(() =>
  withAppMessages(() => import('./signed-in-home'))().then((m) => ({ default: m.SignedInHome })),
);

/** The root route: the landing page for visitors, the home screen once signed in. */
export function HomeScreen() {
  const { status } = useAuth();
  const checking = status === 'checking';

  // Most people on the root route are visitors: fetch the landing page's code while the session
  // check is in flight. The signed-in home is not fetched ahead, so visitors never download it
  // (the landing route has a 100 KB JavaScript budget); it is small and follows the check.
  useEffect(() => {
    if (checking) void loadLanding();
  }, [checking]);

  if (checking) return <RouteFallback />;
  return status === 'signed-in' ? <SignedInHome /> : <LandingPage />;
}
