import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { formatKenyanPhone } from '../../lib/format-phone';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast-store';
import { NumberPlate } from '../../rides/driver-and-vehicle';
import { formatClock, formatDeparture } from '../../rides/format-ride';
import { useLiveTrip } from '../../rides/live-trip/use-live-trip';
import { RouteLine } from '../../rides/ride-summary';
import { LazyTripMap } from '../../rides/trip-map/lazy-trip-map';
import { NoteDialog } from './note-dialog';
import { acknowledgeIncident, type IncidentRecord, resolveIncident } from './safety-api';
import { mapLink } from './safety-rules';

const STATUS_LOOKS: Record<
  IncidentRecord['status'],
  { label: MessageDescriptor; className: string }
> = {
  open: { label: msg`Open`, className: 'bg-danger text-white' },
  acknowledged: { label: msg`Being handled`, className: 'bg-accent-soft text-accent-ink' },
  resolved: { label: msg`Resolved`, className: 'bg-primary-soft text-primary-strong' },
};

/** Minutes or hours since, as an agent reads a queue: '4 min ago', '2 h ago'. */
export function sinceText(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return t`just now`;
  if (minutes < 60) return t`${plural(minutes, { one: '# min ago', other: '# min ago' })}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t`${plural(hours, { one: '# h ago', other: '# h ago' })}`;
  const days = Math.floor(hours / 24);
  return t`${plural(days, { one: '# d ago', other: '# d ago' })}`;
}

/**
 * One SOS: who pressed it, on which trip, where and when, the driver and the plate, the trip on
 * a live map while it is being handled, and Acknowledge and Resolve.
 */
export function IncidentCard({ incident, now }: { incident: IncidentRecord; now: number }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [resolving, setResolving] = useState(false);
  const look = STATUS_LOOKS[incident.status];
  const { ride, reporter } = incident;
  const active = incident.status !== 'resolved';
  // While an SOS is being handled the agent may follow its trip's stream; the list's own
  // refresh (every 5 s) keeps the last position coming if the stream cannot.
  const live = useLiveTrip(ride.id, { enabled: active && ride.status === 'in_progress' });
  const car = newer(live.position, incident.lastPosition);
  const sosPlace =
    incident.latitude !== null && incident.longitude !== null
      ? { latitude: incident.latitude, longitude: incident.longitude }
      : null;
  const acknowledge = useMutation({
    mutationFn: () => acknowledgeIncident(incident.id),
    onSuccess: () =>
      toast({ title: t`Acknowledged`, description: t`The other agents see you are on it.` }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t`Not acknowledged`,
        description: error instanceof Error ? error.message : t`Please try again.`,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.incidents }),
  });
  const headingId = `incident-${incident.id}`;
  const reporterName = reporter.name;
  const pressedAt = (
    <time dateTime={incident.createdAt}>{formatClock(new Date(incident.createdAt))}</time>
  );
  const since = sinceText(incident.createdAt, now);
  const carTime = car ? formatClock(new Date(car.recordedAt)) : '';
  const tripWhen = formatDeparture(ride.departureTime, new Date(now));
  const resolvedTime = incident.resolvedAt ? formatClock(new Date(incident.resolvedAt)) : '';
  const presses = incident.pressCount;
  const lastPressTime = formatClock(new Date(incident.lastPressedAt));

  return (
    <article
      aria-labelledby={headingId}
      data-testid="incident-card"
      className={`grid gap-4 rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${
        incident.status === 'open' ? 'border-danger/50 ring-2 ring-danger/20' : 'border-line'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-ink text-lg">
            <Trans>SOS from {reporterName}</Trans>
          </h3>
          <p className="text-ink-muted text-sm tabular-nums">
            {reporter.role === 'driver' ? (
              <Trans>
                The driver · {pressedAt}, {since}
              </Trans>
            ) : (
              <Trans>
                A passenger · {pressedAt}, {since}
              </Trans>
            )}
          </p>
          {presses > 1 ? (
            <p className="font-semibold text-danger text-sm tabular-nums">
              {t`${plural(presses, { one: 'Pressed # time', other: 'Pressed # times' })}, the last at ${lastPressTime}`}
            </p>
          ) : null}
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 font-semibold text-xs ${look.className}`}
        >
          {i18n._(look.label)}
        </span>
      </div>

      {active ? (
        <LazyTripMap
          pickup={{ ...ride.pickupLocation, label: t`Pickup` }}
          destination={{ ...ride.destination, label: t`Destination` }}
          stops={sosPlace ? [{ ...sosPlace, label: t`Where SOS was pressed`, kind: 'sos' }] : []}
          car={car}
          focus={sosPlace ? [sosPlace] : undefined}
          label={t`Map of the trip of ${reporterName}: the car, where SOS was pressed, the route`}
          className="h-56"
        />
      ) : null}

      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Detail label={t`Who pressed it`}>
          {reporter.name},{' '}
          <a
            href={`tel:${reporter.phoneNumber}`}
            className="font-medium text-primary-strong underline-offset-2 hover:underline"
          >
            {formatKenyanPhone(reporter.phoneNumber)}
          </a>
        </Detail>
        <Detail label={t`Driver`}>
          {ride.driverName},{' '}
          <a
            href={`tel:${ride.driverPhone}`}
            className="font-medium text-primary-strong underline-offset-2 hover:underline"
          >
            {formatKenyanPhone(ride.driverPhone)}
          </a>
        </Detail>
        <Detail label={t`Vehicle`}>
          <span className="flex flex-wrap items-center gap-2">
            <NumberPlate plate={ride.vehicle.licensePlate} />
            <span>
              {ride.vehicle.color} {ride.vehicle.make} {ride.vehicle.model}
            </span>
          </span>
        </Detail>
        <Detail label={t`Where`}>
          {sosPlace || car ? (
            <span className="flex flex-wrap gap-x-3">
              {sosPlace ? (
                <a
                  href={mapLink(sosPlace.latitude, sosPlace.longitude)}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-primary-strong underline-offset-2 hover:underline"
                >
                  <Trans>Where SOS was pressed</Trans>
                </a>
              ) : null}
              {car ? (
                <a
                  href={mapLink(car.latitude, car.longitude)}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-primary-strong underline-offset-2 hover:underline"
                >
                  <Trans>The car at {carTime}</Trans>
                </a>
              ) : null}
            </span>
          ) : (
            t`Not known yet`
          )}
        </Detail>
        <div className="min-w-0 sm:col-span-2">
          <dt className="text-ink-muted text-xs">
            <Trans>Trip, {tripWhen}</Trans>
          </dt>
          <dd className="mt-1">
            <RouteLine from={ride.pickupLocation.address} to={ride.destination.address} />
          </dd>
        </div>
        <Detail label={t`Emergency contacts texted`}>{incident.contactsTexted}</Detail>
        {incident.resolvedAt ? (
          <Detail label={t`Resolved at ${resolvedTime}`}>{incident.resolutionNote}</Detail>
        ) : null}
      </dl>

      {active ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          {incident.status === 'open' ? (
            <Button
              variant="secondary"
              onClick={() => acknowledge.mutate()}
              disabled={acknowledge.isPending}
            >
              {acknowledge.isPending ? <Spinner /> : null}
              <Trans>Acknowledge</Trans>
            </Button>
          ) : null}
          <Button onClick={() => setResolving(true)}>
            <Trans>Resolve</Trans>
          </Button>
        </div>
      ) : null}
      <NoteDialog
        open={resolving}
        onOpenChange={setResolving}
        title={t`Resolve the SOS from ${reporterName}?`}
        description={t`Say what was done and how it ended, for the agents after you.`}
        noteLabel={t`What was done`}
        confirmLabel={t`Resolve`}
        done={{ title: t`Resolved`, description: t`The SOS from ${reporterName} is closed.` }}
        refresh={[queryKeys.incidents]}
        send={(note) => resolveIncident(incident.id, note)}
      />
    </article>
  );
}

/** The more recent of two positions of the car. */
function newer<T extends { recordedAt: string }>(a: T | null, b: T | null): T | null {
  if (!a || !b) return a ?? b;
  return Date.parse(a.recordedAt) >= Date.parse(b.recordedAt) ? a : b;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-ink-muted text-xs">{label}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}
