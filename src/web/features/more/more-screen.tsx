import { useLocation } from 'wouter';
import { RouteFallback } from '../../components/route-fallback';
import { ScreenFrame } from '../../components/screen-frame';
import { ScreenHeader } from '../../components/screen-header';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { usePageTitle } from '../../components/use-page-title';
import { useSignInOnce } from '../../components/use-sign-in-once';
import { useAuth } from '../auth/auth-context';
import { MoreDialog } from './more-dialog';

/**
 * The More menu as a page of its own (specification document 2 §2): only the dialog, opened;
 * closing it goes home, choosing a link goes to that screen.
 */
export function MoreScreen() {
  usePageTitle('More');
  const auth = useAuth();
  const [, navigate] = useLocation();
  useSignInOnce();

  if (auth.status === 'checking') return <RouteFallback />;
  if (auth.status === 'visitor') {
    return (
      <ScreenFrame width="narrow">
        <ScreenHeader title="More" />
        <SignInPrompt
          className="mt-6"
          title="Sign in to see more"
          text="Your profile, vehicles, payouts and verification live here."
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
