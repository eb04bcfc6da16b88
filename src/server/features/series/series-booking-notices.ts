import { formatKsh } from '../../../shared/format-money.ts';
import { formatNairobiDay } from '../../../shared/nairobi-time.ts';
import { timeOfDay } from '../../../shared/rules/commute.ts';
import { seatsText } from '../../../shared/seats-text.ts';
import { weekdaysText } from '../../../shared/weekdays.ts';
import type { NotificationInput } from '../notifications/notify.ts';
import { personLabel, placeLabel } from '../notifications/sms-label.ts';
import type { Ride } from '../rides/ride-views.ts';
import type { Series } from './insert-departures.ts';

interface SeriesBookingEvent {
  id: string;
  series: Series;
  passenger: { id: string; fullName: string | null };
  departures: Ride[];
  weekdays: number[];
  seats: number;
  total: number;
}

/**
 * One notification to the passenger and one to the driver for a whole regular booking (never
 * one per date): which days, from when to when, what was paid.
 */
export function seriesBookingNotices(event: SeriesBookingEvent): NotificationInput[] {
  const { series, departures, seats, total } = event;
  const first = departures[0];
  const last = departures.at(-1);
  if (!first || !last) return [];
  const days = weekdaysText(event.weekdays);
  const span = `${days} at ${timeOfDay(series.departureMinutes)}, ${formatNairobiDay(first.departureTime)} to ${formatNairobiDay(last.departureTime)}`;
  const rides = departures.length === 1 ? '1 ride' : `${departures.length} rides`;
  const from = placeLabel(series.pickupAddress);
  const to = placeLabel(series.destinationAddress, 'your destination');
  const paid = total > 0 ? ` ${formatKsh(total)} paid from your tokens.` : '';
  return [
    {
      userId: event.passenger.id,
      kind: 'booking',
      title: 'Regular trip booked',
      body: `${seatsText(seats)} on ${rides} from ${from} to ${to}, ${span}.${paid}`,
      link: '/trips',
      smsText: `Pamoja: booked ${seatsText(seats)} on ${rides} from ${from} to ${to}, ${span}.${paid} Your boarding codes are in My Trips.`,
      dedupeKey: `series-booking:${event.id}:passenger`,
    },
    {
      userId: series.driverId,
      kind: 'booking',
      title: 'New regular passenger',
      body: `${personLabel(event.passenger.fullName)} booked ${seatsText(seats)} on ${rides} of your ride from ${from}, ${span}.`,
      link: '/driver-dashboard',
      smsText: `Pamoja: ${personLabel(event.passenger.fullName)} booked ${seatsText(seats)} on ${rides} of your ride from ${from}, ${span}.`,
      dedupeKey: `series-booking:${event.id}:driver`,
    },
  ];
}
