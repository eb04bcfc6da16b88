import { useLingui } from '@lingui/react/macro';
import { RouteFallback } from '../../app-shell/route-fallback';
import { ScreenFrame } from '../../app-shell/screen-frame';
import { ScreenHeader } from '../../app-shell/screen-header';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { useSignInOnce } from '../../app-shell/use-sign-in-once';
import { usePageTitle } from '../../components/use-page-title';
import { useAuth } from '../../lib/session/auth-context';
import { SignedInHome } from '../home';

/** `/dashboard`: the signed-in home; a visitor is asked to sign in and lands on it after. */
export function DashboardScreen() {
  const auth = useAuth();
  useSignInOnce();

  if (auth.status === 'checking') return <RouteFallback />;
  if (auth.status === 'signed-in') return <SignedInHome />;
  return <VisitorDashboard />;
}

function VisitorDashboard() {
  const { t } = useLingui();
  usePageTitle(t`Home`);
  return (
    <ScreenFrame width="narrow">
      <ScreenHeader
        title={t`Your dashboard`}
        subtitle={t`Your trips, tokens and rides in one place, as a passenger and as a driver.`}
      />
      <SignInPrompt
        className="mt-6"
        title={t`Sign in to see your dashboard`}
        text={t`Sign in with your phone number to book rides, see your trips and offer seats.`}
      />
    </ScreenFrame>
  );
}
