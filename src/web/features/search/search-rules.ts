import { distanceToSegmentKm, type LatLng } from '../../../shared/geo';
import {
  CUSTOM_PICKUP_MAX_KM,
  MAX_SEATS_PER_BOOKING,
  NOTES_MAX_LENGTH,
} from '../../../shared/rules/rides';

// The ride search's own rules; its numbers come from src/shared/rules/rides.ts, as the server's do.

/** The specification names no limit; a search slower than this is reported as a timeout. */
export const SEARCH_TIMEOUT_MS = 15_000;

/** The seat choices for a ride: 1 up to the smaller of its free seats and 4; none when full. */
export function seatChoices(availableSeats: number): number[] {
  const most = Math.min(Math.floor(availableSeats), MAX_SEATS_PER_BOOKING);
  return Array.from({ length: Math.max(0, most) }, (_, i) => i + 1);
}

/** A wanted seat count brought inside what the ride offers (at least 1). */
export function clampSeats(seats: number, availableSeats: number): number {
  const most = Math.max(1, Math.min(Math.floor(availableSeats), MAX_SEATS_PER_BOOKING));
  if (!Number.isFinite(seats)) return 1;
  return Math.min(Math.max(1, Math.floor(seats)), most);
}

/** What the booking costs in whole shillings (1 token = KSh 1). */
export function bookingTotal(pricePerSeat: number, seats: number): number {
  return pricePerSeat * seats;
}

/** A booking is paid from tokens, and confirmed on the payment panel, when it costs anything. */
export function needsPayment(pricePerSeat: number, seats: number): boolean {
  return bookingTotal(pricePerSeat, seats) > 0;
}

export function isFullyBooked(ride: { availableSeats: number }): boolean {
  return ride.availableSeats <= 0;
}

/** The automatic booking note the driver reads: where the passenger searched from and to. */
export function bookingNotes(pickup: string, destination: string): string {
  const note = `Passenger travelling from ${pickup.trim()} to ${destination.trim()}.`;
  return note.length <= NOTES_MAX_LENGTH ? note : `${note.slice(0, NOTES_MAX_LENGTH - 1)}…`;
}

/**
 * What is wrong with a custom pickup for this ride, as the server checks it (issue 17): a typed
 * text with no point ('unpicked': pick a place from the suggestions), or a place farther than
 * CUSTOM_PICKUP_MAX_KM from the ride's pickup or its straight line to the destination, with the
 * distance in km to one decimal, rounded up. Null when it will do.
 */
export function customPickupProblem(
  ride: { pickupLocation: LatLng; destination: LatLng },
  place: { point: LatLng | null },
): { kind: 'unpicked' } | { kind: 'too-far'; distanceKm: number } | null {
  if (!place.point) return { kind: 'unpicked' };
  const metres = Math.round(
    distanceToSegmentKm(place.point, ride.pickupLocation, ride.destination) * 1000,
  );
  if (metres <= CUSTOM_PICKUP_MAX_KM * 1000) return null;
  return { kind: 'too-far', distanceKm: Math.ceil(metres / 100) / 10 };
}
