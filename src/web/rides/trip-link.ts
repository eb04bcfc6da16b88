import { t } from '@lingui/core/macro';
import { startOpensAt } from '../../shared/rules/trips';

/**
 * The way from a trip in a list to its trip screen (`/trip/<rideId>`): a driver's own ride whose
 * start window is open reads 'Start trip'; anything else, 'Open trip' (in the language on screen:
 * the component showing the label calls `useLingui()`).
 */
export function tripLink(
  rideId: string,
  trip: { role: 'driver' | 'passenger'; status: string; departureTime: string },
  now: Date,
): { href: string; label: string } {
  const opens = startOpensAt(new Date(trip.departureTime)).getTime();
  const startable =
    trip.role === 'driver' &&
    (trip.status === 'scheduled' || trip.status === 'active') &&
    now.getTime() >= opens;
  return {
    href: `/trip/${encodeURIComponent(rideId)}`,
    label: startable ? t`Start trip` : t`Open trip`,
  };
}
