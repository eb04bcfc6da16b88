import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDescription, ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast-store';
import { formatClock } from '../../rides/format-ride';
import { LiveMapCard } from '../../rides/trip-map/live-map-card';
import { PassengerRow } from './passenger-row';
import { EmergencyContactsReminder, PrivacyNote } from './safety-notes';
import { ShareTripCard } from './share-trip-card';
import { SharingStatus } from './sharing-status';
import { SosControl } from './sos-control';
import { SosSentNotice } from './sos-sent-notice';
import { afterTripChange, endTrip, type SosAnswer, startTrip, type TripDay } from './trip-day-api';
import { TripHeading } from './trip-heading';
import { TripRequests } from './trip-requests';
import { type StartState, sosOpen, startState, tripActionMessage } from './trip-rules';
import { useLocationSharing } from './use-location-sharing';

/** The driver's status line, in the language on screen. */
function driverWords(trip: TripDay, start: StartState): { title: string; text: string } {
  switch (start.kind) {
    case 'too_early': {
      const departs = formatClock(new Date(trip.departureTime));
      const opens = formatClock(start.opensAt);
      return {
        title: t`Departs at ${departs}`,
        text: t`You can start the trip from ${opens}, 30 minutes before departure.`,
      };
    }
    case 'open':
      return {
        title: t`Ready to go`,
        text: t`Start the trip as you set off. Your passengers get an SMS that you are on the way.`,
      };
    case 'over':
      return { title: t`This trip's time is over`, text: t`It completes by itself.` };
    case 'started': {
      const started = trip.startedAt ? formatClock(new Date(trip.startedAt)) : null;
      return {
        title: t`Trip in progress`,
        text: started
          ? t`Started at ${started}. Board each passenger with their code.`
          : t`Board each passenger with their code.`,
      };
    }
    case 'ended':
      return trip.status === 'cancelled'
        ? { title: t`This ride was cancelled`, text: t`Your passengers were refunded.` }
        : {
            title: t`Trip completed`,
            text: t`Thank you for driving with Pamoja. Rate your passengers below.`,
          };
  }
}

/** The driver's trip screen: start, share the position, board each passenger, end, rate. */
export function DriverTrip({ trip, now }: { trip: TripDay; now: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [sos, setSos] = useState<SosAnswer | null>(null);
  const [endOpen, setEndOpen] = useState(false);
  const driving = trip.status === 'in_progress';
  const sharing = useLocationSharing(trip.rideId, driving);
  const start = startState(trip, now);
  const words = driverWords(trip, start);

  const begin = useMutation({
    mutationFn: () => startTrip(trip.rideId),
    onSuccess: () =>
      toast({
        title: t`Trip started`,
        description: t`Your passengers know you are on the way.`,
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t`Not started`,
        description: tripActionMessage(error),
      }),
    onSettled: () => afterTripChange(queryClient),
  });
  const finish = useMutation({
    mutationFn: () => endTrip(trip.rideId),
    onSuccess: () => toast({ title: t`Trip ended`, description: t`Now rate your passengers.` }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t`Not ended`,
        description: tripActionMessage(error),
      }),
    onSettled: () => {
      setEndOpen(false);
      afterTripChange(queryClient);
    },
  });

  const car = sharing.position ?? (driving ? trip.position : null);
  const waiting = trip.passengers.filter((p) => p.boardingStatus === 'waiting');
  const notOnBoard = waiting.length;
  const stops = trip.passengers
    .filter((p) => p.pickupLocation.address !== trip.pickupLocation.address)
    .map((p) => {
      const name = p.name;
      return { ...p.pickupLocation, label: t`Pickup of ${name}`, kind: 'pickup' as const };
    });
  const onTheRoad = trip.status === 'active' || driving;

  return (
    <div className="mt-5 grid gap-4">
      <TripHeading
        departureTime={trip.departureTime}
        from={trip.pickupLocation.address}
        to={trip.destination.address}
        title={words.title}
        text={words.text}
        now={now}
        sos={
          sosOpen(trip, now) ? (
            <SosControl rideId={trip.rideId} position={sharing.position} onSent={setSos} />
          ) : null
        }
      >
        {start.kind === 'open' || start.kind === 'too_early' ? (
          <Button
            size="lg"
            className="w-full"
            disabled={start.kind !== 'open' || begin.isPending}
            onClick={() => begin.mutate()}
          >
            {begin.isPending ? <Spinner /> : null}
            <Trans>Start trip</Trans>
          </Button>
        ) : null}
        {driving ? <SharingStatus state={sharing.state} /> : null}
      </TripHeading>

      {sos ? <SosSentNotice answer={sos} /> : null}

      {/* What the driver came for from a request's link, before the map. */}
      {trip.status === 'active' ? <TripRequests rideId={trip.rideId} now={now} /> : null}

      {onTheRoad ? (
        <Card>
          <LiveMapCard
            map={{
              pickup: { ...trip.pickupLocation, label: t`Pickup` },
              destination: { ...trip.destination, label: t`Destination` },
              stops,
              car,
              focus: driving
                ? [...waiting.map((p) => p.pickupLocation), trip.destination]
                : undefined,
              label: t`Map of your trip: the pickups, the destination and your car`,
              className: 'h-72',
            }}
            recordedAt={sharing.position ? null : (trip.position?.recordedAt ?? null)}
            connection="off"
            noCar={
              driving
                ? t`Your car shows once your phone finds its location.`
                : t`Your car shows once you start the trip.`
            }
          />
        </Card>
      ) : null}

      <section aria-labelledby="trip-passengers" className="grid gap-3">
        <h2 id="trip-passengers" className="font-semibold text-ink text-lg">
          {trip.status === 'completed' ? (
            <Trans>Rate your passengers</Trans>
          ) : (
            <Trans>Passengers</Trans>
          )}
        </h2>
        {trip.passengers.length === 0 ? (
          <p className="rounded-2xl border border-line border-dashed bg-white p-5 text-center text-ink-muted">
            <Trans>Nobody has booked this ride.</Trans>
          </p>
        ) : (
          <ul className="grid gap-3">
            {trip.passengers.map((passenger) => (
              <PassengerRow key={passenger.bookingId} trip={trip} passenger={passenger} now={now} />
            ))}
          </ul>
        )}
      </section>

      {driving ? (
        <ConfirmDialog
          open={endOpen}
          onOpenChange={setEndOpen}
          trigger={
            <Button variant="secondary" size="lg" className="w-full">
              <Trans>End trip</Trans>
            </Button>
          }
          title={t`End this trip?`}
          cancelLabel={t`Keep driving`}
          confirmLabel={t`End trip`}
          tone="primary"
          busy={finish.isPending}
          onConfirm={() => finish.mutate()}
        >
          <ConfirmDescription className="mt-2 text-ink">
            {waiting.length === 0
              ? t`Do this when everyone is dropped off. Sharing your location stops, and you are paid for every seat.`
              : t`${plural(notOnBoard, { one: '# passenger is not marked on board.', other: '# passengers are not marked on board.' })} Their fare is held for 24 hours in case they say you never came.`}
          </ConfirmDescription>
        </ConfirmDialog>
      ) : null}

      {onTheRoad ? <ShareTripCard rideId={trip.rideId} /> : null}
      {trip.hasEmergencyContacts || !onTheRoad ? null : (
        <EmergencyContactsReminder rideId={trip.rideId} />
      )}
      <PrivacyNote for="driver" />
    </div>
  );
}
