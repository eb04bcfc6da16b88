import { lazy, useEffect } from 'react';
import { RouteFallback } from '../../components/route-fallback';
import { useSession } from '../auth/use-session';

const loadLanding = () => import('../landing/landing-page');
const loadDashboard = () => import('../dashboard/dashboard-screen');

const LandingPage = lazy(() => loadLanding().then((m) => ({ default: m.LandingPage })));
const DashboardScreen = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardScreen })));

/** The root route: the landing page for visitors, the dashboard once signed in. */
export function HomeScreen() {
  const session = useSession();
  const checking = session.status === 'checking';

  // Fetch both screens' code while the session check is in flight, not one after the other.
  useEffect(() => {
    if (!checking) return;
    void loadLanding();
    void loadDashboard();
  }, [checking]);

  if (checking) return <RouteFallback />;
  return session.status === 'signed-in' ? <DashboardScreen /> : <LandingPage />;
}
