import { Trans } from '@lingui/react/macro';
import { Button } from '../components/ui/button';
import { PromptCard, PromptIcon } from '../components/ui/prompt-card';
import { useAuth } from '../lib/session/auth-context';

/**
 * What a visitor sees in place of a signed-in screen: why to sign in (in the screen's words), and
 * the way in. Pair it with useSignInOnce, which opens the sign-in dialog on arrival.
 */
export function SignInPrompt({
  title,
  text,
  className = '',
}: {
  title: string;
  text: string;
  className?: string;
}) {
  const auth = useAuth();
  return (
    <PromptCard
      className={className}
      icon={
        <PromptIcon>
          <path d="M17 22v-4a7 7 0 0 1 14 0v4M15 22h18v12H15zM24 27v3" />
        </PromptIcon>
      }
      title={title}
      text={text}
      action={
        <Button size="lg" className="w-full sm:w-auto" onClick={() => auth.openSignIn()}>
          <Trans>Sign in</Trans>
        </Button>
      }
    />
  );
}
