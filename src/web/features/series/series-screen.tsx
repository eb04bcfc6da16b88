import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { formatKsh } from '../../../shared/format-money';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { SignedInScreen } from '../../app-shell/signed-in-screen';
import { buttonStyles } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { PromptCard, PromptIcon } from '../../components/ui/prompt-card';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-error';
import { currentIntlLocale, currentLanguage } from '../../lib/i18n/catalogues';
import { Fact, RouteLine } from '../../rides/ride-summary';
import { weekdaysText } from '../../rides/weekdays';
import { SeriesActions } from './series-actions';
import { type SeriesRecord, seriesQuery } from './series-api';
import { SeriesDepartures } from './series-departures';

const STATUS_LOOKS: Record<
  SeriesRecord['status'],
  { label: MessageDescriptor; className: string }
> = {
  active: { label: msg`Running`, className: 'bg-emerald-100 text-emerald-900' },
  paused: { label: msg`Paused`, className: 'bg-orange-100 text-orange-900' },
  ended: { label: msg`Ended`, className: 'bg-red-100 text-red-900' },
};

/**
 * A driver's regular ride (`/series/:id`): the days and time, the next 4 weeks of departures with
 * their bookings, and skip, pause, resume and end, each after saying what happens to passengers.
 */
export function SeriesScreen() {
  const { t } = useLingui();
  const { id = '' } = useParams<{ id: string }>();
  return (
    <SignedInScreen
      title={t`Regular ride`}
      back={{ href: '/driver-dashboard', label: t`Back to Driver Dashboard` }}
      width="narrow"
      nav="trips"
      loading={<SeriesLoading />}
      visitor={
        <SignInPrompt
          className="mt-6"
          title={t`Sign in to manage your ride`}
          text={t`Your regular rides and their bookings are on your account.`}
        />
      }
    >
      <SeriesView seriesId={id} />
    </SignedInScreen>
  );
}

function SeriesView({ seriesId }: { seriesId: string }) {
  const { t } = useLingui();
  const series = useQuery(seriesQuery(seriesId));
  if (series.isPending) return <SeriesLoading />;
  if (series.isError) {
    const status = series.error instanceof ApiError ? series.error.status : 0;
    if (status === 404 || status === 400 || status === 403) return <SeriesNotFound />;
    return (
      <LoadFailed
        className="mt-5"
        title={t`We couldn't load this regular ride`}
        onRetry={() => void series.refetch()}
        retrying={series.isFetching}
      >
        <Trans>Check your connection and try again.</Trans>
      </LoadFailed>
    );
  }
  const data = series.data;
  const look = STATUS_LOOKS[data.status];
  const days = weekdaysText(data.weekdays);
  const clock = clockText(data.departureTime);
  const from = data.pausedFrom ? dateText(data.pausedFrom) : '';
  const until = data.pausedUntil ? dateText(data.pausedUntil) : '';
  return (
    <div className="mt-5 grid gap-5">
      <section
        aria-label={t`The regular ride`}
        className="grid gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 className="font-semibold text-ink text-lg" data-testid="series-days">
            <Trans>
              {days} at {clock}
            </Trans>
          </h2>
          <span
            className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 font-semibold text-xs ${look.className}`}
          >
            {t(look.label)}
          </span>
        </div>
        <RouteLine from={data.pickupLocation.address} to={data.destination.address} />
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 border-line border-t pt-4 text-sm">
          <Fact label={t`Seats each trip`}>{data.availableSeats}</Fact>
          <Fact label={t`Price per seat`}>{formatKsh(data.pricePerSeat)}</Fact>
        </dl>
        {data.pausedFrom && data.pausedUntil ? (
          <p className="rounded-xl bg-accent-soft px-3 py-2 text-ink text-sm">
            <Trans>
              Holiday from <strong>{from}</strong> to <strong>{until}</strong>: no departures on
              those days.
            </Trans>
          </p>
        ) : null}
      </section>

      <SeriesActions series={data} />
      <SeriesDepartures series={data} />
    </div>
  );
}

/** '07:30' (Nairobi) → '7:30 am'; Kiswahili keeps the digits and says '7:30 AM'. */
function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const period = hours < 12 ? 'am' : 'pm';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  const shown = currentLanguage() === 'sw' ? period.toUpperCase() : period;
  return `${hour}:${String(minutes).padStart(2, '0')}\u00a0${shown}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** '2026-12-24' → 'Thu 24 Dec' ('Alhamisi 24 Des' in Kiswahili). */
export function dateText(date: string): string {
  const locale = currentIntlLocale();
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}

function SeriesNotFound() {
  const { t } = useLingui();
  return (
    <PromptCard
      className="mt-5"
      icon={
        <PromptIcon>
          <path d="M15 16h18v18H15zM15 22h18M20 13v5M28 13v5" />
        </PromptIcon>
      }
      title={t`Regular ride not found`}
      text={t`This regular ride is not one of yours, or the link is mistyped.`}
      action={
        <Link href="/driver-dashboard" className={buttonStyles({ size: 'lg' })}>
          <Trans>Go to Driver Dashboard</Trans>
        </Link>
      }
    />
  );
}

function SeriesLoading() {
  const { t } = useLingui();
  return (
    <Loading label={t`Loading your regular ride…`} className="mt-5 grid gap-4">
      <Skeleton className="h-48 w-full rounded-2xl" />
      <Skeleton className="h-12 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </Loading>
  );
}
