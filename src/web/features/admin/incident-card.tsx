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

const STATUS_LOOKS: Record<IncidentRecord['status'], { label: string; className: string }> = {
  open: { label: 'Open', className: 'bg-danger text-white' },
  acknowledged: { label: 'Being handled', className: 'bg-accent-soft text-accent-ink' },
  resolved: { label: 'Resolved', className: 'bg-primary-soft text-primary-strong' },
};

/** Minutes or hours since, as an agent reads a queue: '4 min ago', '2 h ago'. */
export function sinceText(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours} h ago` : `${Math.floor(hours / 24)} d ago`;
}

/**
 * One SOS: who pressed it, on which trip, where and when, the driver and the plate, the trip on
 * a live map while it is being handled, and Acknowledge and Resolve.
 */
export function IncidentCard({ incident, now }: { incident: IncidentRecord; now: number }) {
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
      toast({ title: 'Acknowledged', description: 'The other agents see you are on it.' }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Not acknowledged',
        description: error instanceof Error ? error.message : 'Please try again.',
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.incidents }),
  });
  const headingId = `incident-${incident.id}`;

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
            SOS from {reporter.name}
          </h3>
          <p className="text-ink-muted text-sm tabular-nums">
            {reporter.role === 'driver' ? 'The driver' : 'A passenger'} ·{' '}
            <time dateTime={incident.createdAt}>{formatClock(new Date(incident.createdAt))}</time>,{' '}
            {sinceText(incident.createdAt, now)}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 font-semibold text-xs ${look.className}`}
        >
          {look.label}
        </span>
      </div>

      {active ? (
        <LazyTripMap
          pickup={{ ...ride.pickupLocation, label: 'Pickup' }}
          destination={{ ...ride.destination, label: 'Destination' }}
          stops={sosPlace ? [{ ...sosPlace, label: 'Where SOS was pressed', kind: 'sos' }] : []}
          car={car}
          focus={sosPlace ? [sosPlace] : undefined}
          label={`Map of the trip of ${reporter.name}: the car, where SOS was pressed, the route`}
          className="h-56"
        />
      ) : null}

      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Detail label="Who pressed it">
          {reporter.name},{' '}
          <a
            href={`tel:${reporter.phoneNumber}`}
            className="font-medium text-primary-strong underline-offset-2 hover:underline"
          >
            {formatKenyanPhone(reporter.phoneNumber)}
          </a>
        </Detail>
        <Detail label="Driver">
          {ride.driverName},{' '}
          <a
            href={`tel:${ride.driverPhone}`}
            className="font-medium text-primary-strong underline-offset-2 hover:underline"
          >
            {formatKenyanPhone(ride.driverPhone)}
          </a>
        </Detail>
        <Detail label="Vehicle">
          <span className="flex flex-wrap items-center gap-2">
            <NumberPlate plate={ride.vehicle.licensePlate} />
            <span>
              {ride.vehicle.color} {ride.vehicle.make} {ride.vehicle.model}
            </span>
          </span>
        </Detail>
        <Detail label="Where">
          {sosPlace || car ? (
            <span className="flex flex-wrap gap-x-3">
              {sosPlace ? (
                <a
                  href={mapLink(sosPlace.latitude, sosPlace.longitude)}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-primary-strong underline-offset-2 hover:underline"
                >
                  Where SOS was pressed
                </a>
              ) : null}
              {car ? (
                <a
                  href={mapLink(car.latitude, car.longitude)}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-primary-strong underline-offset-2 hover:underline"
                >
                  The car at {formatClock(new Date(car.recordedAt))}
                </a>
              ) : null}
            </span>
          ) : (
            'Not known yet'
          )}
        </Detail>
        <div className="min-w-0 sm:col-span-2">
          <dt className="text-ink-muted text-xs">
            Trip, {formatDeparture(ride.departureTime, new Date(now))}
          </dt>
          <dd className="mt-1">
            <RouteLine from={ride.pickupLocation.address} to={ride.destination.address} />
          </dd>
        </div>
        <Detail label="Emergency contacts texted">{incident.contactsTexted}</Detail>
        {incident.resolvedAt ? (
          <Detail label={`Resolved at ${formatClock(new Date(incident.resolvedAt))}`}>
            {incident.resolutionNote}
          </Detail>
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
              Acknowledge
            </Button>
          ) : null}
          <Button onClick={() => setResolving(true)}>Resolve</Button>
        </div>
      ) : null}
      <NoteDialog
        open={resolving}
        onOpenChange={setResolving}
        title={`Resolve the SOS from ${reporter.name}?`}
        description="Say what was done and how it ended, for the agents after you."
        noteLabel="What was done"
        confirmLabel="Resolve"
        done={{ title: 'Resolved', description: `The SOS from ${reporter.name} is closed.` }}
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
