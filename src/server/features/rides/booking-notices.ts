import { formatKsh } from '../../../shared/format-money.ts';
import type { Language } from '../../../shared/language.ts';
import { formatNairobiDateTime } from '../../../shared/nairobi-time.ts';
import { noticeText, personIn, placeIn } from '../notifications/notice-text.ts';
import type { NotificationInput } from '../notifications/notify.ts';
import type { Booking, Ride } from './ride-views.ts';

// What the passenger and the driver hear of a booking made at once, and of a request
// (docs/product-rules.md "Drivers who confirm each passenger"): made, approved, declined,
// expired. The words are in src/server/i18n/sms-*.ts.

type RequestRide = Pick<
  Ride,
  'id' | 'driverId' | 'pickupAddress' | 'destinationAddress' | 'departureTime'
>;
type RequestBooking = Pick<
  Booking,
  'id' | 'passengerId' | 'numberOfSeats' | 'totalAmount' | 'boardingCode' | 'requestExpiresAt'
>;

/** Where and when, in the passenger's words (their own pickup when they chose one). */
const tripIn = (language: Language, ride: RequestRide, pickup: string) => ({
  pickup: placeIn(language, pickup),
  destination: placeIn(language, ride.destinationAddress, 'yourDestination'),
  when: formatNairobiDateTime(ride.departureTime, language),
});

/** A booking made at once: the passenger hears their boarding code, the driver who booked. */
export function bookedNotices(
  ride: RequestRide & Pick<Ride, 'availableSeats'>,
  booking: RequestBooking,
  about: { passengerName: string | null; customPickup: boolean; pickup: string },
): NotificationInput[] {
  return [
    {
      userId: booking.passengerId,
      kind: 'booking',
      link: '/trips',
      text: (language) =>
        noticeText(language, 'seatBooked', {
          ...tripIn(language, ride, about.pickup),
          seats: booking.numberOfSeats,
          total: booking.totalAmount,
          amount: formatKsh(booking.totalAmount),
          boardingCode: booking.boardingCode,
        }),
    },
    {
      userId: ride.driverId,
      kind: 'booking',
      link: '/trips',
      text: (language) =>
        noticeText(language, 'newBooking', {
          passenger: personIn(language, about.passengerName),
          seats: booking.numberOfSeats,
          from: placeIn(language, ride.pickupAddress),
          when: formatNairobiDateTime(ride.departureTime, language),
          custom: about.customPickup ? 'yes' : 'no',
          pickup: placeIn(language, about.pickup),
          left: ride.availableSeats,
        }),
    },
  ];
}

/**
 * A request made: the passenger hears it is paid and until when the driver answers; the driver
 * hears who asks (first name only), with a link to the ride's requests on its trip screen.
 */
export function requestMadeNotices(
  ride: RequestRide,
  booking: RequestBooking,
  {
    passengerName,
    pickup,
    publicUrl,
  }: { passengerName: string | null; pickup: string; publicUrl: string },
): NotificationInput[] {
  const until = (language: Language) =>
    formatNairobiDateTime(booking.requestExpiresAt ?? ride.departureTime, language);
  const path = `/trip/${ride.id}`;
  return [
    {
      userId: booking.passengerId,
      kind: 'booking',
      link: '/trips',
      text: (language) =>
        noticeText(language, 'requestSent', {
          ...tripIn(language, ride, pickup),
          seats: booking.numberOfSeats,
          total: booking.totalAmount,
          amount: formatKsh(booking.totalAmount),
          until: until(language),
        }),
    },
    {
      userId: ride.driverId,
      kind: 'booking',
      link: path,
      text: (language) =>
        noticeText(language, 'bookingRequest', {
          passenger: personIn(language, passengerName),
          seats: booking.numberOfSeats,
          from: placeIn(language, ride.pickupAddress),
          when: formatNairobiDateTime(ride.departureTime, language),
          until: until(language),
          link: `${publicUrl}${path}`,
        }),
    },
  ];
}

/** The driver approved: the passenger's booking stands, with its boarding code. */
export function requestApprovedNotice(
  ride: RequestRide,
  booking: RequestBooking,
  { driverName, pickup }: { driverName: string | null; pickup: string },
): NotificationInput {
  return {
    userId: booking.passengerId,
    kind: 'booking',
    link: '/trips',
    text: (language) =>
      noticeText(language, 'requestApproved', {
        ...tripIn(language, ride, pickup),
        driver: personIn(language, driverName, 'yourDriver'),
        seats: booking.numberOfSeats,
        boardingCode: booking.boardingCode,
      }),
  };
}

/**
 * A request declined or expired: the passenger hears their refund and where to find another
 * ride. A decline's reason goes into the inbox and push only: an SMS never carries free text.
 * An expiry also tells the driver, without an SMS, that the seats are free again.
 */
export function requestEndedNotices(
  ride: RequestRide,
  booking: RequestBooking,
  ending: {
    by: 'declined' | 'expired';
    reason: string | null;
    refund: number;
    pickup: string;
    passengerName: string | null;
    publicUrl: string;
  },
): NotificationInput[] {
  const notices: NotificationInput[] = [
    {
      userId: booking.passengerId,
      kind: 'booking',
      link: '/trips',
      text: (language) =>
        noticeText(language, ending.by === 'declined' ? 'requestDeclined' : 'requestExpired', {
          ...tripIn(language, ride, ending.pickup),
          reason: ending.reason ? 'given' : 'none',
          reasonText: ending.reason ?? '',
          refund: ending.refund,
          amount: formatKsh(ending.refund),
          link: `${ending.publicUrl}/search`,
        }),
    },
  ];
  if (ending.by === 'expired') {
    notices.push({
      userId: ride.driverId,
      kind: 'booking',
      link: `/trip/${ride.id}`,
      text: (language) =>
        noticeText(language, 'requestLapsed', {
          passenger: personIn(language, ending.passengerName),
          seats: booking.numberOfSeats,
          from: placeIn(language, ride.pickupAddress),
          when: formatNairobiDateTime(ride.departureTime, language),
        }),
    });
  }
  return notices;
}
