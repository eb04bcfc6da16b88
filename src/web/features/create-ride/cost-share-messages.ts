import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatKsh } from '../../../shared/format-money';
import { ApiError, errorCodeOf } from '../../lib/api-error';
import { currentIntlLocale } from '../../lib/i18n/catalogues';
import { formatDay } from '../../rides/format-ride';
import { lowerRelative } from './create-ride-messages';

// The cost-sharing rules as the ride form says them (docs/product-rules.md, "Cost sharing and
// reliability"), from the server's codes and data, never its words.

const km = (distance: number) => distance.toLocaleString(currentIntlLocale());

export const COST_SHARE_MESSAGES = {
  /** Why there is a ceiling, in one sentence under the guide. */
  why: msg`Passengers share your car's running cost and you make no profit: that is what keeps carpooling legal without a PSV licence, so your seats together may not earn more than the car costs for the trip.`,
  priceAbove: (maxPrice: number, seats: number) => {
    const max = formatKsh(maxPrice);
    return msg`With ${plural(seats, { one: '# seat', other: '# seats' })} the price can be at most ${max} a seat: passengers share the car's cost, they do not pay a fare.`;
  },
  tooShort: (minKm: number, distanceKm: number) => {
    const [min, distance] = [km(minKm), km(distanceKm)];
    return msg`A ride must be at least ${min} km long to be shared: this one is ${distance} km.`;
  },
  tooManyRides: (limit: number, dates: string) =>
    msg`You can offer at most ${plural(limit, { one: '# ride', other: '# rides' })} a day: this would be one too many on ${dates}.`,
} as const;

const numberIn = (data: unknown, key: string): number | null => {
  const value = (data as Record<string, unknown> | null)?.[key];
  return typeof value === 'number' ? value : null;
};

/**
 * A refusal of the ride by a cost-sharing rule, as the field it concerns and what to say under
 * it; null for any other refusal.
 */
export function costShareRefusal(
  error: unknown,
  seats: number,
  now: Date,
): { field: 'price' | 'destination' | 'departure'; message: MessageDescriptor } | null {
  const data = error instanceof ApiError ? error.data : null;
  switch (errorCodeOf(error)) {
    case 'price_above_cost_share': {
      const max = numberIn(data, 'maxPricePerSeat');
      return max === null
        ? null
        : { field: 'price', message: COST_SHARE_MESSAGES.priceAbove(max, seats) };
    }
    case 'ride_too_short': {
      const [min, distance] = [numberIn(data, 'minKm'), numberIn(data, 'distanceKm')];
      return min === null || distance === null
        ? null
        : { field: 'destination', message: COST_SHARE_MESSAGES.tooShort(min, distance) };
    }
    case 'too_many_rides_today': {
      const limit = numberIn(data, 'limit');
      const dates = (data as { dates?: unknown } | null)?.dates;
      if (limit === null || !Array.isArray(dates)) return null;
      const days = dates
        .filter((d): d is string => typeof d === 'string')
        .map((d) => lowerRelative(formatDay(new Date(`${d}T09:00:00Z`), now)))
        .join(', ');
      return { field: 'departure', message: COST_SHARE_MESSAGES.tooManyRides(limit, days) };
    }
    default:
      return null;
  }
}
