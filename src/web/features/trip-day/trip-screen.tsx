import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { SignedInScreen } from '../../app-shell/signed-in-screen';
import { buttonStyles } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { PromptCard, PromptIcon } from '../../components/ui/prompt-card';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-error';
import { useNow } from '../../lib/use-now';
import { DriverTrip } from './driver-trip';
import { PassengerTrip } from './passenger-trip';
import { tripDayQuery } from './trip-day-api';

/**
 * The trip screen (`/trip/:rideId`, decisions.md "Trip day"): one screen, two roles, from the
 * trip as the server shows it to whoever is signed in.
 */
export function TripScreen() {
  const { t } = useLingui();
  const { rideId = '' } = useParams<{ rideId: string }>();
  return (
    <SignedInScreen
      title={t`Your trip`}
      back={{ href: '/trips', label: t`Back to My Trips` }}
      width="narrow"
      nav="trips"
      loading={<TripLoading />}
      visitor={
        <SignInPrompt
          className="mt-6"
          title={t`Sign in to see your trip`}
          text={t`Your boarding code, the car and where it is are on your account.`}
        />
      }
    >
      <TripDayView rideId={rideId} />
    </SignedInScreen>
  );
}

function TripDayView({ rideId }: { rideId: string }) {
  const { t } = useLingui();
  const trip = useQuery(tripDayQuery(rideId));
  // The windows (start, no-show, SOS) open as time passes, with the screen open.
  const now = useNow(true, 15_000);

  if (trip.isPending) return <TripLoading />;
  if (trip.isError) {
    const status = trip.error instanceof ApiError ? trip.error.status : 0;
    if (status === 404 || status === 400 || status === 403) return <TripNotFound />;
    return (
      <LoadFailed
        className="mt-5"
        title={t`We couldn't load your trip`}
        onRetry={() => void trip.refetch()}
        retrying={trip.isFetching}
      >
        <Trans>Check your connection and try again.</Trans>
      </LoadFailed>
    );
  }
  const view = trip.data;
  if (view.role === 'driver') return <DriverTrip trip={view} now={now} />;
  if (!view.booking) return <TripNotFound />;
  return <PassengerTrip trip={view} booking={view.booking} now={now} />;
}

function TripNotFound() {
  const { t } = useLingui();
  return (
    <PromptCard
      className="mt-5"
      icon={
        <PromptIcon>
          <path d="M15 16h18v18H15zM15 22h18M20 13v5M28 13v5" />
        </PromptIcon>
      }
      title={t`Trip not found`}
      text={t`This trip is not on your account. It may have been cancelled, or the link is mistyped.`}
      action={
        <Link href="/trips" className={buttonStyles({ size: 'lg' })}>
          <Trans>Go to My Trips</Trans>
        </Link>
      }
    />
  );
}

function TripLoading() {
  const { t } = useLingui();
  return (
    <Loading label={t`Loading your trip…`} className="mt-5 grid gap-4">
      <Skeleton className="h-40 w-full rounded-2xl" />
      <Skeleton className="h-72 w-full rounded-2xl" />
      <Skeleton className="h-32 w-full rounded-2xl" />
    </Loading>
  );
}
