import { formatKsh } from '../../../shared/format-money.ts';
import { nairobiWeekday } from '../../../shared/geo.ts';
import { formatNairobiDateTime } from '../../../shared/nairobi-time.ts';
import { seatsText } from '../../../shared/seats-text.ts';
import { weekdaysText } from '../../../shared/weekdays.ts';
import type { NotificationInput } from '../notifications/notify.ts';
import { placeLabel } from '../notifications/sms-label.ts';

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
 * departures of a series "…, Mon–Fri at 7:30 am from Mon 24 Nov, …". Places are the
 * cleaned labels (sms-label.ts): drivers type addresses, and this text goes out under our name.
 */
function summary(rides: AlertRide[], arrow: string): string {
  const [first] = rides;
  if (!first) return '';
  const route = `${placeLabel(first.pickupAddress)} ${arrow} ${placeLabel(first.destinationAddress, 'the destination')}`;
  const [date = '', time = ''] = formatNairobiDateTime(first.departureTime).split(', ');
  const days = new Set(rides.map((ride) => nairobiWeekday(ride.departureTime)));
  const when =
    rides.length === 1 ? `${date}, ${time}` : `${weekdaysText([...days])} at ${time} from ${date}`;
  return `${route}, ${when}, ${formatKsh(first.pricePerSeat)} a seat, ${seatsText(first.availableSeats)}`;
}

/**
 * What an alert's owner is told about a ride, or about the departures of a series that their
 * alerts match (earliest first): the same for everyone told about the same departures. The SMS
 * ends with how to stop alerts, always.
 */
export function alertMessage(
  rides: AlertRide[],
  publicUrl: string,
): Pick<NotificationInput, 'kind' | 'title' | 'body' | 'link' | 'smsText'> {
  return {
    kind: 'alert',
    title: 'A ride for your alert',
    body: summary(rides, '→'),
    link: `/search?ride=${rides[0]?.id ?? ''}`,
    smsText: `Pamoja: a ride for your alert: ${summary(rides, 'to')}. Stop alerts: ${publicUrl}/alerts`,
  };
}
