import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { MoreDialog } from '../../app-shell/more-dialog';
import { RouteFallback } from '../../app-shell/route-fallback';
import { ScreenFrame } from '../../app-shell/screen-frame';
import { ScreenHeader } from '../../app-shell/screen-header';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { useSignInOnce } from '../../app-shell/use-sign-in-once';
import { usePageTitle } from '../../components/use-page-title';
import { useAuth } from '../../lib/session/auth-context';

/**
 * The More menu as a page of its own (specification document 2 §2): only the dialog, opened;
 * closing it goes home, choosing a link goes to that screen.
 */
export function MoreScreen() {
  const { t } = useLingui();
  usePageTitle(t`More`);
  const auth = useAuth();
  const [, navigate] = useLocation();
  useSignInOnce();

  if (auth.status === 'checking') return <RouteFallback />;
  if (auth.status === 'visitor') {
    return (
      <ScreenFrame width="narrow">
        <ScreenHeader title={t`More`} />
        <SignInPrompt
          className="mt-6"
          title={t`Sign in to see more`}
          text={t`Your profile, vehicles, payouts and verification live here.`}
        />
      </ScreenFrame>
    );
  }
  return (
    <MoreDialog
      open
      onOpenChange={(open) => {
        if (!open) navigate('/');
      }}
      onLinkFollowed={() => {}}
    />
  );
}
