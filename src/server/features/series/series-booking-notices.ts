import { formatKsh } from '../../../shared/format-money.ts';
import type { Language } from '../../../shared/language.ts';
import { formatNairobiDay } from '../../../shared/nairobi-time.ts';
import {
  clockIn,
  noticeText,
  personIn,
  placeIn,
  weekdaysIn,
} from '../notifications/notice-text.ts';
import type { NotificationInput } from '../notifications/notify.ts';
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
  const about = (language: Language) => ({
    seats,
    rides: departures.length,
    from: placeIn(language, series.pickupAddress),
    days: weekdaysIn(language, event.weekdays),
    time: clockIn(language, series.departureMinutes),
    first: formatNairobiDay(first.departureTime, language),
    last: formatNairobiDay(last.departureTime, language),
  });
  return [
    {
      userId: event.passenger.id,
      kind: 'booking',
      link: '/trips',
      text: (language) =>
        noticeText(language, 'seriesBooked', {
          ...about(language),
          to: placeIn(language, series.destinationAddress, 'yourDestination'),
          total,
          amount: formatKsh(total),
        }),
      dedupeKey: `series-booking:${event.id}:passenger`,
    },
    {
      userId: series.driverId,
      kind: 'booking',
      link: '/driver-dashboard',
      text: (language) =>
        noticeText(language, 'newRegularPassenger', {
          ...about(language),
          passenger: personIn(language, event.passenger.fullName),
        }),
      dedupeKey: `series-booking:${event.id}:driver`,
    },
  ];
}
