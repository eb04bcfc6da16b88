import { formatKsh } from '../../../shared/format-money.ts';
import { nairobiWeekday } from '../../../shared/geo.ts';
import type { Language } from '../../../shared/language.ts';
import { formatNairobiDay, formatNairobiTime } from '../../../shared/nairobi-time.ts';
import {
  type NotificationText,
  noticeText,
  placeIn,
  weekdaysIn,
} from '../notifications/notice-text.ts';
import type { NotificationInput } from '../notifications/notify.ts';

/** What an alert tells about a ride (or a series' departures): read from the ride's row. */
export interface AlertRide {
  id: string;
  pickupAddress: string;
  destinationAddress: string;
  departureTime: Date;
  pricePerSeat: number;
  availableSeats: number;
}

/**
 * "Ruiru Town → Kencom, Mon 24 Nov, 7:30 am, KSh 200 a seat, 3 seats" for one ride; for several
 * departures of a series "…, Mon–Fri at 7:30 am from Mon 24 Nov, …" (notice.rideAlert in the
 * message table). Places are the cleaned labels (sms-label.ts): drivers type addresses, and this
 * text goes out under our name.
 */
function summary(rides: AlertRide[], language: Language) {
  const [first] = rides;
  if (!first) return {};
  const days = new Set(rides.map((ride) => nairobiWeekday(ride.departureTime)));
  return {
    series: rides.length === 1 ? 'no' : 'yes',
    from: placeIn(language, first.pickupAddress),
    to: placeIn(language, first.destinationAddress, 'theDestination'),
    days: weekdaysIn(language, [...days]),
    day: formatNairobiDay(first.departureTime, language),
    time: formatNairobiTime(first.departureTime, language),
    price: formatKsh(first.pricePerSeat),
    seats: first.availableSeats,
  };
}

/**
 * What an alert's owner is told about a ride, or about the departures of a series that their
 * alerts match (earliest first): the same for everyone told about the same departures, so each
 * language's text is written once. The SMS ends with how to stop alerts, always.
 */
export function alertMessage(
  rides: AlertRide[],
  publicUrl: string,
): Pick<NotificationInput, 'kind' | 'link' | 'text'> {
  const written = new Map<Language, NotificationText>();
  return {
    kind: 'alert',
    link: `/search?ride=${rides[0]?.id ?? ''}`,
    text: (language) => {
      const text =
        written.get(language) ??
        noticeText(language, 'rideAlert', {
          ...summary(rides, language),
          stop: `${publicUrl}/alerts`,
        });
      written.set(language, text);
      return text;
    },
  };
}
