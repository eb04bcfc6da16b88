import { plural, t } from '@lingui/core/macro';
import { nairobiWeekday } from '../../../shared/geo';
import { formatClock } from '../../rides/format-ride';
import { weekdaysText } from '../../rides/weekdays';
import { cancellationNow } from './trip-messages';
import type { TripView } from './trip-view';

/** A regular booking on My Trips: its departures as one card. */
export interface SeriesGroup {
  kind: 'series';
  seriesBookingId: string;
  /** The live departures, soonest first (never empty). */
  trips: TripView[];
  /** Departures of it cancelled one by one that are still ahead, soonest first. */
  cancelledDays: TripView[];
  /** The weekdays its live departures fall on (0 Sunday … 6 Saturday). */
  weekdays: number[];
}

export type UpcomingItem = { kind: 'trip'; trip: TripView } | SeriesGroup;

const departure = (trip: TripView) => Date.parse(trip.departureTime) || 0;

/**
 * The Upcoming tab: single trips as they are, the departures of one regular booking gathered into
 * one group where its first departure sorts. `cancelled` (the past-trips read) gives each group the
 * days the passenger cancelled and that have not come yet, so the card can say so.
 */
export function groupUpcoming(
  upcoming: TripView[],
  cancelled: TripView[],
  now: Date,
): UpcomingItem[] {
  const groups = new Map<string, SeriesGroup>();
  const items: UpcomingItem[] = [];
  for (const trip of [...upcoming].sort((a, b) => departure(a) - departure(b))) {
    const id = trip.type === 'passenger' ? trip.seriesBookingId : null;
    if (!id) {
      items.push({ kind: 'trip', trip });
      continue;
    }
    const group = groups.get(id);
    if (group) {
      group.trips.push(trip);
      continue;
    }
    const created: SeriesGroup = {
      kind: 'series',
      seriesBookingId: id,
      trips: [trip],
      cancelledDays: [],
      weekdays: [],
    };
    groups.set(id, created);
    items.push(created);
  }
  for (const trip of cancelled) {
    const group = trip.seriesBookingId ? groups.get(trip.seriesBookingId) : undefined;
    if (group && trip.status === 'cancelled' && departure(trip) > now.getTime()) {
      group.cancelledDays.push(trip);
    }
  }
  for (const group of groups.values()) {
    group.cancelledDays.sort((a, b) => departure(a) - departure(b));
    group.weekdays = [
      ...new Set(group.trips.map((t) => nairobiWeekday(new Date(t.departureTime)))),
    ];
  }
  return items;
}

/**
 * 'Mon–Fri 7:30 am, 12 trips': the days, the time of the next departure, how many are left, in
 * the language on screen.
 */
export function seriesTitle(group: SeriesGroup): string {
  const first = group.trips[0];
  const clock = first ? formatClock(new Date(first.departureTime)) : '';
  const days = weekdaysText(group.weekdays);
  const count = group.trips.length;
  return t`${days} ${clock}, ${plural(count, { one: '# trip', other: '# trips' })}`;
}

/**
 * What cancelling every remaining departure now gives back and keeps for drivers: each departure
 * on its own tier (one less than 2 hours away keeps half, docs/product-rules.md "Cost sharing
 * and reliability").
 */
export function seriesRefund(group: SeriesGroup, now: Date): { refunded: number; kept: number } {
  return group.trips.reduce(
    (sum, trip) => {
      const { refunded, kept } = cancellationNow(trip, now);
      return { refunded: sum.refunded + refunded, kept: sum.kept + kept };
    },
    { refunded: 0, kept: 0 },
  );
}
