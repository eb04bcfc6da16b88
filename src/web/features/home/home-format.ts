import { plural, t } from '@lingui/core/macro';
import { formatKsh } from '../../../shared/format-money';
import { formatTripDate } from '../../rides/format-ride';
import { tripLink } from '../../rides/trip-link';
import {
  type HistoryItem,
  RECENT_ACTIVITY_SHOWN,
  type ScheduledRide,
  type UpcomingBooking,
} from './dashboard-api';

// The rows' words are in the language on screen: the cards showing them call `useLingui()`.

/** '1 seat', '3 seats'. */
const seats = (count: number) => t`${plural(count, { one: '# seat', other: '# seats' })}`;

/** One line of a trip list on the home screen, whatever the API shape behind it. */
export interface TripRow {
  id: string;
  from: string;
  to: string;
  /** Departure, as My Trips words it ('7:40 AM' today, else 'Nov 23, 7:40 AM'). */
  when: string;
  /** Any status the API answers; StatusBadge reads it. */
  status: string;
  /** The money line: 'KSh 400', 'KSh 200 per seat'. */
  amount: string;
  /** A short fact after the time: seats, or whose trip it was. */
  detail: string;
  /** A passenger's boarding code, for an upcoming booking. */
  boardingCode?: string;
  /** The way to the trip screen, for upcoming trips. */
  link?: { href: string; label: string };
}

/** A rating with one decimal, or 'N/A' for someone nobody has rated yet. */
export function formatOverviewRating(rating: number | null | undefined): string {
  return rating === null || rating === undefined || rating <= 0 ? t`N/A` : rating.toFixed(1);
}

export function upcomingTripRow(booking: UpcomingBooking, now: Date): TripRow {
  const onTheRoad = booking.rideStatus === 'in_progress' && booking.status !== 'cancelled';
  return {
    id: booking.id,
    from: booking.pickupLocation.address,
    to: booking.destination.address,
    when: formatTripDate(booking.departureTime, now),
    status: onTheRoad ? 'in_progress' : booking.status,
    amount: formatKsh(booking.totalAmount),
    detail: seats(booking.numberOfSeats),
    ...(booking.boardingCode ? { boardingCode: booking.boardingCode } : {}),
    link: tripLink(
      booking.scheduledCommuteId,
      { role: 'passenger', status: booking.status, departureTime: booking.departureTime },
      now,
    ),
  };
}

export function scheduledRideRow(ride: ScheduledRide, now: Date): TripRow {
  const offered = ride.availableSeats + ride.bookedSeats;
  const booked = ride.bookedSeats;
  const price = formatKsh(ride.pricePerSeat);
  return {
    id: ride.id,
    from: ride.pickupLocation.address,
    to: ride.destination.address,
    when: formatTripDate(ride.departureTime, now),
    status: ride.status,
    amount: t`${price} per seat`,
    detail: t`${plural(offered, { one: `${booked} of # seat booked`, other: `${booked} of # seats booked` })}`,
    link: tripLink(ride.id, { role: 'driver', ...ride }, now),
  };
}

export function recentActivityRow(item: HistoryItem, now: Date): TripRow {
  return {
    id: `${item.type}-${item.id}`,
    from: item.pickupLocation.address,
    to: item.destination.address,
    when: formatTripDate(item.departureTime, now),
    status: item.status,
    amount: formatKsh(item.totalAmount),
    detail: item.type === 'driver' ? t`As Driver` : t`As Passenger`,
  };
}

/** The first 3 completed trips of the history, as Recent Activity shows them. */
export function recentActivity(items: readonly HistoryItem[]): HistoryItem[] {
  return items.filter((item) => item.status === 'completed').slice(0, RECENT_ACTIVITY_SHOWN);
}
