import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonStyles } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LineIcon } from '../../components/ui/line-icon';
import { queryKeys } from '../../lib/query-keys';
import { RequestWaiting } from '../../rides/booking-requests/request-waiting';
import { DriverAndVehicle } from '../../rides/driver-and-vehicle';
import { useLiveTrip } from '../../rides/live-trip/use-live-trip';
import { LiveMapCard } from '../../rides/trip-map/live-map-card';
import { RatePerson } from './rate-person';
import { ReportNoShow } from './report-no-show';
import { EmergencyContactsReminder, PrivacyNote } from './safety-notes';
import { ShareTripCard } from './share-trip-card';
import { SosControl } from './sos-control';
import { SosSentNotice } from './sos-sent-notice';
import type { OwnBooking, SosAnswer, TripDay } from './trip-day-api';
import { TripHeading } from './trip-heading';
import {
  etaText,
  mayReportNoShow,
  type PassengerPhase,
  passengerPhase,
  passengerPhaseWords,
  sosOpen,
} from './trip-rules';

const PHONE_ICON = (
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
);

/** The passenger's trip screen: their code, the driver and car to look for, the car coming. */
export function PassengerTrip({
  trip,
  booking,
  now,
}: {
  trip: TripDay;
  booking: OwnBooking;
  now: number;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [sos, setSos] = useState<SosAnswer | null>(null);
  const phase = passengerPhase(trip);
  // A request is not on the trip yet: no live map, sharing or contacts reminder until accepted.
  const onTheRoad =
    phase !== 'requested' && (trip.status === 'active' || trip.status === 'in_progress');
  const live = useLiveTrip(trip.rideId, {
    enabled: onTheRoad,
    onStatus: () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.tripDay(trip.rideId) }),
  });
  const position = trip.status === 'in_progress' ? (live.position ?? trip.position) : null;
  const eta = phase === 'on_the_way' ? etaText(live.position?.etaMinutes ?? null) : null;
  const words = passengerPhaseWords(phase);
  const driverName = trip.driver.firstName;

  return (
    <div className="mt-5 grid gap-4">
      <TripHeading
        departureTime={trip.departureTime}
        from={booking.pickupLocation.address}
        to={trip.destination.address}
        title={words.title}
        text={words.text}
        now={now}
        sos={
          sosOpen(trip, now) ? (
            // A passenger's own position is never collected, an SOS included: the car's is sent.
            <SosControl rideId={trip.rideId} position={null} onSent={setSos} />
          ) : null
        }
      >
        {eta ? (
          <p className="rounded-xl bg-primary-soft px-4 py-3 text-ink" data-testid="eta">
            <span className="block text-ink-muted text-sm">
              <Trans>Driver at your pickup in about</Trans>
            </span>
            <span className="font-bold text-2xl text-primary-strong tabular-nums">{eta}</span>
          </p>
        ) : null}
      </TripHeading>

      {sos ? <SosSentNotice answer={sos} /> : null}

      {phase === 'requested' ? (
        <RequestWaiting expiresAt={booking.requestExpiresAt} now={new Date(now)} />
      ) : null}

      {phase === 'completed' ? (
        <Card>
          <h2 className="font-semibold text-ink text-lg">
            <Trans>Rate your trip</Trans>
          </h2>
          <div className="mt-3">
            <RatePerson
              bookingId={booking.id}
              name={trip.driver.firstName}
              ratee="driver"
              myRating={booking.myRating}
            />
          </div>
        </Card>
      ) : null}
      {mayReportNoShow(trip, now) ? (
        <ReportNoShow rideId={trip.rideId} booking={booking} now={now} />
      ) : null}

      {showsCode(phase) ? <BoardingCode code={booking.boardingCode} phase={phase} /> : null}

      {onTheRoad ? (
        <Card>
          <LiveMapCard
            map={{
              pickup: { ...booking.pickupLocation, label: t`Your pickup` },
              destination: { ...trip.destination, label: t`Destination` },
              car: position,
              focus:
                phase === 'on_board'
                  ? [trip.destination]
                  : [booking.pickupLocation, ...(position ? [] : [trip.destination])],
              label: t`Map of your trip: your pickup, your destination and the car`,
              className: 'h-72',
            }}
            recordedAt={position?.recordedAt ?? null}
            connection={trip.status === 'in_progress' ? live.connection : 'off'}
            noCar={t`The car shows on the map once your driver starts the trip.`}
          />
        </Card>
      ) : null}

      <Card>
        <DriverAndVehicle
          driver={trip.driver}
          vehicle={trip.vehicle}
          action={
            trip.driver.phoneNumber && onTheRoad ? (
              <a
                href={`tel:${trip.driver.phoneNumber}`}
                className={buttonStyles({ variant: 'secondary', className: 'shrink-0' })}
              >
                <LineIcon className="size-5" strokeWidth={2}>
                  {PHONE_ICON}
                </LineIcon>
                <Trans>
                  Call<span className="sr-only"> {driverName}</span>
                </Trans>
              </a>
            ) : null
          }
        />
      </Card>

      {onTheRoad ? <ShareTripCard rideId={trip.rideId} /> : null}
      {trip.hasEmergencyContacts || !onTheRoad ? null : (
        <EmergencyContactsReminder rideId={trip.rideId} />
      )}
      <PrivacyNote for="passenger" />
    </div>
  );
}

const showsCode = (phase: PassengerPhase) => phase === 'waiting' || phase === 'on_the_way';

/** The boarding code, large: what the passenger tells the driver as they get in. */
function BoardingCode({ code, phase }: { code: string; phase: PassengerPhase }) {
  return (
    <Card className="text-center">
      <h2 className="font-semibold text-ink">
        <Trans>Your boarding code</Trans>
      </h2>
      <p className="mt-2 font-bold font-mono text-6xl text-ink tabular-nums">
        <span
          aria-hidden="true"
          data-testid="boarding-code"
          className="pl-[0.3em] tracking-[0.3em]"
        >
          {code}
        </span>
        <span className="sr-only">{code.split('').join(' ')}</span>
      </p>
      <p className="mt-2 text-ink-muted text-sm">
        {phase === 'on_the_way' ? (
          <Trans>Tell your driver this code when you get in.</Trans>
        ) : (
          <Trans>Keep it for when you get in: your driver asks for it.</Trans>
        )}
      </p>
    </Card>
  );
}
