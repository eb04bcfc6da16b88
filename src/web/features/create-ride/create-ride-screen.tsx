import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { SignedInScreen } from '../../app-shell/signed-in-screen';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { useAuth } from '../../lib/session/auth-context';
import { userDetailsQuery } from '../../lib/session/user-details-query';
import { CreateRideForm } from './create-ride-form';
import { VerificationPrompt } from './verification-prompt';

/** Create Ride (`/create-ride`, specification document 2 §2): a verified driver offers a ride. */
export function CreateRideScreen() {
  const { t } = useLingui();
  const auth = useAuth();
  return (
    <SignedInScreen
      title={t`Create Ride`}
      subtitle={t`Offer your free seats to commuters going your way. Times are Nairobi time.`}
      nav="schedule"
      loading={<FormLoading />}
      visitor={
        <SignInPrompt
          className="mt-6"
          title={t`Sign in to offer a ride`}
          text={t`Verified drivers schedule their trips here: the route, the time, the seats and the price.`}
        />
      }
    >
      <SignedInCreateRide fallbackVerified={auth.user?.isVerified ?? null} />
    </SignedInScreen>
  );
}

function SignedInCreateRide({ fallbackVerified }: { fallbackVerified: boolean | null }) {
  // Verification happens elsewhere (an agent approves): read it fresh on every visit.
  const details = useQuery({ ...userDetailsQuery, refetchOnMount: 'always' });
  const verified = details.data?.isVerified ?? fallbackVerified;
  if (verified === null && details.isPending) return <FormLoading />;
  // Details that failed to load leave the decision to the server, which says why it refuses.
  return verified === false ? <VerificationPrompt /> : <CreateRideForm />;
}

function FormLoading() {
  return (
    <Loading className="mt-6 grid gap-5 lg:grid-cols-2 lg:gap-8">
      <Skeleton className="h-56 w-full rounded-2xl" />
      <Skeleton className="h-96 w-full rounded-2xl" />
    </Loading>
  );
}
