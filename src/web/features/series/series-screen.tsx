import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { formatKsh } from '../../../shared/format-money';
import { weekdaysText } from '../../../shared/weekdays';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { SignedInScreen } from '../../app-shell/signed-in-screen';
import { buttonStyles } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { PromptCard, PromptIcon } from '../../components/ui/prompt-card';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-error';
import { Fact, RouteLine } from '../../rides/ride-summary';
import { SeriesActions } from './series-actions';
import { type SeriesRecord, seriesQuery } from './series-api';
import { SeriesDepartures } from './series-departures';

const STATUS_LOOKS: Record<SeriesRecord['status'], { label: string; className: string }> = {
  active: { label: 'Running', className: 'bg-emerald-100 text-emerald-900' },
  paused: { label: 'Paused', className: 'bg-orange-100 text-orange-900' },
  ended: { label: 'Ended', className: 'bg-red-100 text-red-900' },
};

/**
 * A driver's regular ride (`/series/:id`): the days and time, the next 4 weeks of departures with
 * their bookings, and skip, pause, resume and end, each after saying what happens to passengers.
 */
export function SeriesScreen() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <SignedInScreen
      title="Regular ride"
      back={{ href: '/driver-dashboard', label: 'Back to Driver Dashboard' }}
      width="narrow"
      nav="trips"
      loading={<SeriesLoading />}
      visitor={
        <SignInPrompt
          className="mt-6"
          title="Sign in to manage your ride"
          text="Your regular rides and their bookings are on your account."
        />
      }
    >
      <SeriesView seriesId={id} />
    </SignedInScreen>
  );
}

function SeriesView({ seriesId }: { seriesId: string }) {
  const series = useQuery(seriesQuery(seriesId));
  if (series.isPending) return <SeriesLoading />;
  if (series.isError) {
    const status = series.error instanceof ApiError ? series.error.status : 0;
    if (status === 404 || status === 400 || status === 403) return <SeriesNotFound />;
    return (
      <LoadFailed
        className="mt-5"
        title="We couldn't load this regular ride"
        onRetry={() => void series.refetch()}
        retrying={series.isFetching}
      >
        Check your connection and try again.
      </LoadFailed>
    );
  }
  const data = series.data;
  const look = STATUS_LOOKS[data.status];
  return (
    <div className="mt-5 grid gap-5">
      <section
        aria-label="The regular ride"
        className="grid gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 className="font-semibold text-ink text-lg" data-testid="series-days">
            {weekdaysText(data.weekdays)} at {clockText(data.departureTime)}
          </h2>
          <span
            className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 font-semibold text-xs ${look.className}`}
          >
            {look.label}
          </span>
        </div>
        <RouteLine from={data.pickupLocation.address} to={data.destination.address} />
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 border-line border-t pt-4 text-sm">
          <Fact label="Seats each trip">{data.availableSeats}</Fact>
          <Fact label="Price per seat">{formatKsh(data.pricePerSeat)}</Fact>
        </dl>
        {data.pausedFrom && data.pausedUntil ? (
          <p className="rounded-xl bg-accent-soft px-3 py-2 text-ink text-sm">
            Holiday from <strong>{dateText(data.pausedFrom)}</strong> to{' '}
            <strong>{dateText(data.pausedUntil)}</strong>: no departures on those days.
          </p>
        ) : null}
      </section>

      <SeriesActions series={data} />
      <SeriesDepartures series={data} />
    </div>
  );
}

/** '07:30' (Nairobi) → '7:30 am'. */
function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const period = hours < 12 ? 'am' : 'pm';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')}\u00a0${period}`;
}

/** '2026-12-24' → 'Thu 24 Dec'. */
export function dateText(date: string): string {
  return new Intl.DateTimeFormat('en-KE', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');
}

function SeriesNotFound() {
  return (
    <PromptCard
      className="mt-5"
      icon={
        <PromptIcon>
          <path d="M15 16h18v18H15zM15 22h18M20 13v5M28 13v5" />
        </PromptIcon>
      }
      title="Regular ride not found"
      text="This regular ride is not one of yours, or the link is mistyped."
      action={
        <Link href="/driver-dashboard" className={buttonStyles({ size: 'lg' })}>
          Go to Driver Dashboard
        </Link>
      }
    />
  );
}

function SeriesLoading() {
  return (
    <Loading label="Loading your regular ride…" className="mt-5 grid gap-4">
      <Skeleton className="h-48 w-full rounded-2xl" />
      <Skeleton className="h-12 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </Loading>
  );
}
