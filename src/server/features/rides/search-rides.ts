import { and, asc, eq, gt, gte, lte, ne, sql } from 'drizzle-orm';
import { SEARCH_WINDOW_MINUTES } from '../../../shared/schemas/rides.ts';
import type { Database } from '../../db/client.ts';
import { scheduledCommutes } from '../../db/schema.ts';
import { selectRides, toScheduledTrip } from './ride-views.ts';

export interface RideSearch {
  pickupLatitude: number;
  pickupLongitude: number;
  destinationLatitude: number;
  destinationLongitude: number;
  departureDate: string;
  /** Kilometres. */
  maxDistance: number;
  maxResults: number;
}

/** "Within r metres of this point", answered by the GiST index first (the box), then exactly. */
function within(
  latColumn: unknown,
  lngColumn: unknown,
  latitude: number,
  longitude: number,
  metres: number,
) {
  const point = sql`ll_to_earth(${latitude}, ${longitude})`;
  const column = sql`ll_to_earth(${latColumn}, ${lngColumn})`;
  return sql`(earth_box(${point}, ${metres}) @> ${column} and earth_distance(${point}, ${column}) <= ${metres})`;
}

/**
 * Active rides of other drivers that start within the radius of the passenger's pickup and end
 * within it of their destination, leaving from 30 minutes before to 3 hours after the asked
 * time and not in the past, earliest first. Full rides are included (shown 'Fully Booked').
 */
export async function searchRides(db: Database, search: RideSearch, passengerId: string | null) {
  const asked = new Date(search.departureDate).getTime();
  const from = new Date(asked - SEARCH_WINDOW_MINUTES.before * 60_000);
  const to = new Date(asked + SEARCH_WINDOW_MINUTES.after * 60_000);
  const metres = search.maxDistance * 1000;
  const rows = await selectRides(db)
    .where(
      and(
        eq(scheduledCommutes.status, 'active'),
        within(
          scheduledCommutes.pickupLatitude,
          scheduledCommutes.pickupLongitude,
          search.pickupLatitude,
          search.pickupLongitude,
          metres,
        ),
        within(
          scheduledCommutes.destinationLatitude,
          scheduledCommutes.destinationLongitude,
          search.destinationLatitude,
          search.destinationLongitude,
          metres,
        ),
        gte(scheduledCommutes.departureTime, from),
        lte(scheduledCommutes.departureTime, to),
        gt(scheduledCommutes.departureTime, sql`now()`),
        passengerId ? ne(scheduledCommutes.driverId, passengerId) : undefined,
      ),
    )
    .orderBy(asc(scheduledCommutes.departureTime), asc(scheduledCommutes.id))
    .limit(search.maxResults);
  return rows.map(toScheduledTrip);
}
