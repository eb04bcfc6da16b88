import { sql } from 'drizzle-orm';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { rides } from '../../db/schema.ts';

type Ride = typeof rides.$inferSelect;

/** A ride belongs to a popular route when both its ends lie within this distance of the route's. */
const SAME_ROUTE_METRES = 3000;

const onRoute = (ride: Ride) => sql`is_active
  and earth_distance(ll_to_earth(from_latitude, from_longitude), ll_to_earth(${ride.pickupLatitude}, ${ride.pickupLongitude})) <= ${SAME_ROUTE_METRES}
  and earth_distance(ll_to_earth(to_latitude, to_longitude), ll_to_earth(${ride.destinationLatitude}, ${ride.destinationLongitude})) <= ${SAME_ROUTE_METRES}`;

/** Popularity counts booked seats: up when seats are booked, down when a booking is cancelled. */
export async function countRouteSeats(tx: Database, ride: Ride, seats: number): Promise<void> {
  await tx.execute(sql`update popular_routes
    set popularity = greatest(0, popularity + ${seats}), updated_at = ${sqlNow()}
    where ${onRoute(ride)}`);
}

/** The average price follows new rides: a moving average that weighs the latest ride a tenth. */
export async function countRoutePrice(tx: Database, ride: Ride): Promise<void> {
  await tx.execute(sql`update popular_routes
    set average_price = case when average_price is null then ${ride.pricePerSeat}
                             else round(average_price * 0.9 + ${ride.pricePerSeat} * 0.1) end,
        updated_at = ${sqlNow()}
    where ${onRoute(ride)}`);
}
