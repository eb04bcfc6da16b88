import { type SQL, sql } from 'drizzle-orm';
import { nairobiMinutesOf, nairobiWeekday } from '../../../shared/geo.ts';
import { SEARCH_WINDOW_MINUTES } from '../../../shared/rules/rides.ts';
import { type Database, queryRows } from '../../db/client.ts';
import { notify } from '../notifications/notify.ts';
import { type AlertRide, alertMessage } from './alert-message.ts';

/** A ride as matching reads it: the ride's row (new, or one whose seats just freed up). */
export interface MatchableRide extends AlertRide {
  driverId: string;
  seriesId: string | null;
  pickupLatitude: number;
  pickupLongitude: number;
  destinationLatitude: number;
  destinationLongitude: number;
}

const DAY_MINUTES = 24 * 60;
const { before, after } = SEARCH_WINDOW_MINUTES;

/**
 * An alert for `weekday` at T finds rides from T − 30 min to T + 3 h. Seen from a ride at minute m
 * of day w, the alert's day is w itself (T in [m − 180, m + 30]), the day before when the window
 * runs past midnight (T in [m + 1260, m + 1470]), or the day after when it starts before
 * midnight (T in [m − 1620, m − 1410]).
 */
function inWindow(dayShift: number) {
  const offset = dayShift * DAY_MINUTES;
  return sql.raw(
    `(((r.weekday + ${7 - dayShift}) % 7)::smallint = any(a.weekdays) and a.departure_minutes between r.minute + ${offset - after} and r.minute + ${offset + before})`,
  );
}

export interface MatchOptions {
  /** Where people reach Pamoja: the SMS's stop line points there. */
  publicUrl: string;
  /**
   * Seats came free on a full ride, `by` a passenger who cancelled (not told about the ride they
   * left): each person hears once per ride (`alert:<userId>:<rideId>`), and not at all if they
   * were told about its series.
   */
  freedSeats?: { by: string };
}

/**
 * Tells the owners of live alerts about rides they would find (decisions.md: the search rules,
 * 30 min before to 3 h after the alert's time on its weekdays, within its radius at both ends),
 * inside the caller's transaction. One query for all the rides: their distinct ends find the
 * candidate alerts through the GiST index of the alerts' boxes (ride_alerts_match_idx, with its
 * exact expressions), earth_distance trims the boxes' corners, then each departure is checked
 * against each candidate's time window (alerts of deleted accounts were deleted with them). Each
 * person hears once per series (a ride without one: per posting), never about their own ride or
 * one they already booked, and never twice about a ride or series (the dedupe keys). Answers the
 * notification ids, to deliver after the commit.
 */
export async function matchRideAlerts(
  tx: Database,
  /** One posting's departures, earliest first (a ride, a series' new ones), or a freed ride. */
  rides: MatchableRide[],
  options: MatchOptions,
): Promise<string[]> {
  if (rides.length === 0) return [];
  const endKeys = new Map<string, number>();
  const endOf = (ride: MatchableRide) => {
    const key = `${ride.pickupLatitude},${ride.pickupLongitude},${ride.destinationLatitude},${ride.destinationLongitude}`;
    if (!endKeys.has(key)) endKeys.set(key, endKeys.size);
    return endKeys.get(key) as number;
  };
  // A series' departures repeat the same few weekdays and time: each (ends, driver, weekday,
  // minute) is checked once, a "slot", and its rides read back from it.
  const slots = new Map<string, { row: SQL; rides: number[] }>();
  rides.forEach((ride, i) => {
    const weekday = nairobiWeekday(ride.departureTime);
    const minute = nairobiMinutesOf(ride.departureTime);
    const e = endOf(ride);
    const key = `${e}|${ride.driverId}|${weekday}|${minute}`;
    const slot = slots.get(key) ?? {
      row: sql`(${slots.size}::int, ${e}::int, ${ride.id}::uuid, ${ride.driverId}::uuid, ${weekday}::int, ${minute}::int)`,
      rides: [],
    };
    slot.rides.push(i);
    slots.set(key, slot);
  });
  const slotRides = [...slots.values()].map((slot) => slot.rides);
  const endRows = [...endKeys.keys()].map((key, e) => {
    const [plat, plng, dlat, dlng] = key.split(',').map(Number);
    return sql`(${e}::int, ${plat}::float8, ${plng}::float8, ${dlat}::float8, ${dlng}::float8)`;
  });
  // A new ride has no bookings yet; one whose seats freed up (its slot's one ride, r.id) may hold
  // some of the alerts' owners.
  const notBooked = options.freedSeats
    ? sql`and not exists (
        select 1 from bookings b
        where b.scheduled_commute_id = r.id and b.passenger_id = a.user_id
          and b.status in ('pending', 'requested', 'booked'))
      and a.user_id <> ${options.freedSeats.by}::uuid`
    : sql``;
  const matches = await queryRows<{ user_id: string; slots: number[] }>(
    tx,
    sql`with ride (i, e, id, driver_id, weekday, minute) as (values ${sql.join(
      [...slots.values()].map((slot) => slot.row),
      sql`, `,
    )}),
      ends (e, plat, plng, dlat, dlng) as (values ${sql.join(endRows, sql`, `)}),
      near as materialized (
        select ends.e, a.user_id, a.departure_minutes, a.weekdays
        from ends join ride_alerts a
          on earth_box(ll_to_earth(a.pickup_latitude, a.pickup_longitude), a.max_distance::float8 * 1000) @> ll_to_earth(ends.plat, ends.plng)
          and earth_box(ll_to_earth(a.destination_latitude, a.destination_longitude), a.max_distance::float8 * 1000) @> ll_to_earth(ends.dlat, ends.dlng)
        where earth_distance(ll_to_earth(a.pickup_latitude, a.pickup_longitude), ll_to_earth(ends.plat, ends.plng)) <= a.max_distance::float8 * 1000
          and earth_distance(ll_to_earth(a.destination_latitude, a.destination_longitude), ll_to_earth(ends.dlat, ends.dlng)) <= a.max_distance::float8 * 1000
      )
      select a.user_id, array_agg(distinct r.i) as slots
      from near a
      join ride r on r.e = a.e
      where a.user_id <> r.driver_id
        and (${inWindow(0)} or ${inWindow(1)} or ${inWindow(-1)})
        ${notBooked}
      group by a.user_id`,
  );
  if (matches.length === 0) return [];

  // One notification per person and series (or ride), about its earliest matching departures.
  const groups = new Map<string, { userId: string; rides: MatchableRide[] }>();
  // Departures without a series were posted together (a recurring ride from before series):
  // they are told about as one, by the first departure.
  const posting = rides[0]?.id;
  for (const match of matches) {
    for (const i of match.slots.flatMap((slot) => slotRides[slot] ?? [])) {
      const ride = rides[i];
      if (!ride) continue;
      const key = `alert:${match.user_id}:${options.freedSeats ? ride.id : (ride.seriesId ?? posting)}`;
      const group = groups.get(key) ?? { userId: match.user_id, rides: [] };
      group.rides.push(ride);
      groups.set(key, group);
    }
  }
  const told = options.freedSeats ? await toldAboutSeries(tx, groups) : new Set<string>();
  // Many people are told about the same departures: each text is written once.
  const messages = new Map<string, ReturnType<typeof alertMessage>>();
  const items = [...groups]
    .filter(
      ([, group]) => !group.rides.some((ride) => told.has(seriesKey(group.userId, ride) ?? '')),
    )
    .map(([dedupeKey, group]) => {
      const sorted = group.rides.sort(
        (a, b) => a.departureTime.getTime() - b.departureTime.getTime(),
      );
      const which = sorted.map((ride) => ride.id).join();
      const message = messages.get(which) ?? alertMessage(sorted, options.publicUrl);
      messages.set(which, message);
      return { userId: group.userId, dedupeKey, ...message };
    });
  // A key already written (told about this ride, or this series) is skipped by notify.
  return notify(tx, items);
}

const seriesKey = (userId: string, ride: MatchableRide) =>
  ride.seriesId ? `alert:${userId}:${ride.seriesId}` : null;

/** The series keys of these groups that were written before: those people heard of the series. */
async function toldAboutSeries(
  tx: Database,
  groups: Map<string, { userId: string; rides: MatchableRide[] }>,
): Promise<Set<string>> {
  const keys = [...groups.values()].flatMap((group) =>
    group.rides.flatMap((ride) => seriesKey(group.userId, ride) ?? []),
  );
  if (keys.length === 0) return new Set();
  const rows = await queryRows<{ dedupe_key: string }>(
    tx,
    sql`select dedupe_key from notifications where dedupe_key in (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((row) => row.dedupe_key));
}
