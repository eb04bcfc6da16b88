import { MAX_SEATS_PER_BOOKING } from '../../shared/rules/rides';
import { MAX_TOP_UP } from '../../shared/rules/wallet';

// Buying tokens from a booking's payment panel and coming back to it (issue 17): the ride and the
// seats ride along in the address (`/tokens?ride=…&seats=…&amount=…`, then `/search?ride=…&seats=…`),
// so they survive the M-Pesa wait and a reload; nothing else is remembered.

/** A booking to come back to: the ride and the seats chosen. */
export interface BookingToResume {
  rideId: string;
  seats: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Buy tokens for this booking: the top-up screen, with the missing amount filled in. */
export function buyTokensHref(booking: BookingToResume, amount: number): string {
  const query = new URLSearchParams({
    ride: booking.rideId,
    seats: String(booking.seats),
    amount: String(amount),
  });
  return `/tokens?${query}`;
}

/** Back to the booking: the search screen opens the ride on the booking step. */
export function resumeBookingHref(booking: BookingToResume): string {
  return `/search?${new URLSearchParams({ ride: booking.rideId, seats: String(booking.seats) })}`;
}

/** The booking an address's query (`location.search`, with or without '?') asks to resume. */
export function readBookingToResume(search: string): BookingToResume | null {
  const query = new URLSearchParams(search);
  const rideId = query.get('ride') ?? '';
  const seats = Number(query.get('seats'));
  if (!UUID.test(rideId) || !Number.isInteger(seats)) return null;
  if (seats < 1 || seats > MAX_SEATS_PER_BOOKING) return null;
  return { rideId, seats };
}

/** A ride to open on the booking step, and whether to go straight to paying. */
export interface RideToOpen extends BookingToResume {
  /** Back from buying tokens, with the seats chosen: the payment panel opens at once. */
  payNow: boolean;
}

/**
 * The ride the search screen's address opens: back from a top-up (`?ride=…&seats=…`), ready to
 * pay; or a plain link to a ride (`?ride=…`, a notification's), on the booking step with 1 seat.
 */
export function readRideToOpen(search: string): RideToOpen | null {
  const query = new URLSearchParams(search);
  if (!query.has('seats')) {
    const rideId = query.get('ride') ?? '';
    return UUID.test(rideId) ? { rideId, seats: 1, payNow: false } : null;
  }
  const resume = readBookingToResume(search);
  return resume ? { ...resume, payNow: true } : null;
}

/** The top-up amount the booking needs, when the address names a sensible one. */
export function readTopUpAmount(search: string): number | null {
  const amount = Number(new URLSearchParams(search).get('amount'));
  return Number.isInteger(amount) && amount >= 1 && amount <= MAX_TOP_UP ? amount : null;
}
