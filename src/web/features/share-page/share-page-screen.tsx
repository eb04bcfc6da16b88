import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { ScreenFrame } from '../../app-shell/screen-frame';
import { ScreenHeader } from '../../app-shell/screen-header';
import { buttonStyles } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { PromptCard, PromptIcon } from '../../components/ui/prompt-card';
import { Skeleton } from '../../components/ui/skeleton';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError } from '../../lib/api-error';
import { queryKeys } from '../../lib/query-keys';
import { DriverAndVehicle } from '../../rides/driver-and-vehicle';
import { formatClock } from '../../rides/format-ride';
import { useLiveTrip } from '../../rides/live-trip/use-live-trip';
import { RouteLine } from '../../rides/ride-summary';
import { LiveMapCard } from '../../rides/trip-map/live-map-card';
import { departsText } from '../trip-day';
import {
  SHARE_STATE_WORDS,
  type SharedTripView,
  sharedTripQuery,
  shareState,
} from './share-page-api';

/**
 * The page a trip's share link opens (`/t/:token`): for family and friends, no account needed.
 * The car on a map, the status and ETA, who drives which car, until the link expires.
 */
export function SharePageScreen() {
  const { t } = useLingui();
  usePageTitle(t`Follow a trip`);
  const { token = '' } = useParams<{ token: string }>();
  const shared = useQuery(sharedTripQuery(token));

  let content: ReactNode;
  if (shared.isPending) content = <ShareLoading />;
  else if (shared.isError) {
    const status = shared.error instanceof ApiError ? shared.error.status : 0;
    content =
      status === 410 ? (
        <LinkGone
          title={t`This trip has ended`}
          text={t`Its link stops working an hour after the trip ends or is cancelled, or as soon as the person who shared it stops sharing.`}
        />
      ) : status === 404 || status === 400 ? (
        <LinkGone
          title={t`Trip link not found`}
          text={t`Check that you opened the whole link from the message. It may also have been mistyped.`}
        />
      ) : (
        <LoadFailed
          className="mt-5"
          title={t`We couldn't load this trip`}
          onRetry={() => void shared.refetch()}
          retrying={shared.isFetching}
        >
          <Trans>Check your connection and try again.</Trans>
        </LoadFailed>
      );
  } else content = <SharedTripDetails token={token} trip={shared.data} />;

  return (
    <ScreenFrame width="narrow">
      <ScreenHeader
        title={t`Follow this trip`}
        subtitle={t`Shared with you by someone riding with Pamoja.`}
      />
      {content}
    </ScreenFrame>
  );
}

function SharedTripDetails({ token, trip }: { token: string; trip: SharedTripView }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const state = shareState(trip.status);
  const moving = trip.status === 'in_progress';
  const live = useLiveTrip(trip.rideId, {
    enabled: trip.status === 'active' || moving,
    shareToken: token,
    onStatus: () => void queryClient.invalidateQueries({ queryKey: queryKeys.sharedTrip(token) }),
  });
  const position = moving ? (live.position ?? trip.position) : null;
  const eta = moving ? (live.position ? live.position.etaMinutes : trip.etaMinutes) : null;
  const now = Date.now();

  return (
    <div className="mt-5 grid gap-4">
      <Card className="grid gap-3">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="font-semibold text-primary-strong text-sm tabular-nums">
              {departsText(trip.departureTime, now)}
            </p>
            <h2
              className="mt-1 font-bold text-ink text-xl tracking-tight"
              data-testid="trip-status"
            >
              {t(SHARE_STATE_WORDS[state])}
            </h2>
            <p className="mt-1 text-ink-muted text-sm">{stateText(trip)}</p>
          </div>
        </div>
        {eta !== null && eta !== undefined ? (
          <p className="rounded-xl bg-primary-soft px-4 py-3 text-ink" data-testid="eta">
            <span className="block text-ink-muted text-sm">
              <Trans>At the pickup in about</Trans>
            </span>
            <span className="font-bold text-2xl text-primary-strong tabular-nums">
              {eta < 1 ? t`Arriving now` : t`${eta} min`}
            </span>
          </p>
        ) : null}
        <div className="border-line border-t pt-3">
          <RouteLine from={trip.pickupLocation.address} to={trip.destination.address} />
        </div>
      </Card>

      {trip.status === 'active' || moving ? (
        <Card>
          <LiveMapCard
            map={{
              pickup: { ...trip.pickupLocation, label: t`Pickup` },
              destination: { ...trip.destination, label: t`Destination` },
              car: position,
              label: t`Map of the trip: the pickup, the destination and the car`,
              className: 'h-72',
            }}
            recordedAt={position?.recordedAt ?? null}
            connection={moving ? live.connection : 'off'}
            noCar={t`The car shows on the map once the driver starts the trip.`}
          />
        </Card>
      ) : null}

      <Card>
        <DriverAndVehicle driver={trip.driver} vehicle={trip.vehicle} viewer="follower" />
      </Card>

      <p className="text-ink-muted text-sm">
        <Trans>
          This page works until an hour after the trip ends. The driver's location is shared only
          while the trip is on the road. Worried? Call the person who shared it, or 999 in an
          emergency.
        </Trans>
      </p>
    </div>
  );
}

/** What the status means now, in the language on screen (its component calls useLingui()). */
function stateText(trip: SharedTripView): string {
  if (trip.status === 'in_progress' && trip.startedAt) {
    const started = formatClock(new Date(trip.startedAt));
    return t`The driver started at ${started}.`;
  }
  if (trip.status === 'completed' && trip.completedAt) {
    const ended = formatClock(new Date(trip.completedAt));
    return t`The trip ended at ${ended}.`;
  }
  if (trip.status === 'cancelled') return t`This ride will not take place.`;
  return t`The car shows here once the driver starts the trip.`;
}

function LinkGone({ title, text }: { title: string; text: string }) {
  return (
    <PromptCard
      className="mt-5"
      icon={
        <PromptIcon>
          <path d="M14 30h20M18 30v-6l3-6h6l3 6v6M18 34v1M30 34v1" />
        </PromptIcon>
      }
      title={title}
      text={text}
      action={
        <Link href="/" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
          <Trans>About Pamoja</Trans>
        </Link>
      }
    />
  );
}

function ShareLoading() {
  const { t } = useLingui();
  return (
    <Loading label={t`Loading the trip…`} className="mt-5 grid gap-4">
      <Skeleton className="h-40 w-full rounded-2xl" />
      <Skeleton className="h-72 w-full rounded-2xl" />
    </Loading>
  );
}
