import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { BookingRequestCard } from '../../rides/booking-requests/booking-request-card';
import { rideBookingsQuery } from '../../rides/trip-queries';

/**
 * The requests on this ride waiting for the driver's answer (docs/product-rules.md "Drivers who
 * confirm each passenger"), read from the ride's bookings: a request is not a passenger yet.
 */
export function TripRequests({ rideId, now }: { rideId: string; now: number }) {
  const bookings = useQuery(rideBookingsQuery(rideId));
  const requests = (bookings.data ?? []).filter((booking) => booking.status === 'requested');
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="trip-requests" className="grid gap-3">
      <h2 id="trip-requests" className="font-semibold text-ink text-lg">
        <Trans>Requests to answer</Trans>
      </h2>
      <ul className="grid gap-3">
        {requests.map((request) => (
          <li key={request.id}>
            <BookingRequestCard booking={request} now={new Date(now)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
