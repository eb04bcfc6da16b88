import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { roundKm } from '../../../shared/rules/cost-sharing.ts';
import type { CostSharingStatement } from '../../../shared/schemas/cost-sharing.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, rides } from '../../db/schema.ts';

/** The Nairobi calendar month an instant falls in, 'YYYY-MM'. */
export function nairobiMonthOf(at: Date): string {
  return new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 7);
}

/** The first instant of a Nairobi month and of the month after it. */
function monthBounds(month: string): [Date, Date] {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const start = (y: number, m: number) => new Date(Date.UTC(y, m - 1, 1) - 3 * 3_600_000);
  return [start(year, number), start(year, number + 1)];
}

// A booking the passenger travelled on and was not refunded paid its fare; a booking the passenger
// cancelled late paid what the cancellation kept for the driver.
const travelled = sql`${bookings.status} = 'completed' and ${bookings.paymentStatus} <> 'refunded'`;

/**
 * A driver's cost-sharing statement for a Nairobi month (docs/product-rules.md, "Cost sharing and
 * reliability"): each completed ride that left in it with its distance, the car's running cost
 * kept when it was published and what its passengers paid, the month's totals, and whether
 * passengers never paid more than the car's cost. A ride published before costs were kept has none
 * and cannot show it, so such a month answers `paidNeverAboveCost: false`. The driver's evidence,
 * if stopped, that they share costs and do not run a taxi.
 */
export async function costSharingStatement(
  db: Database,
  driverId: string,
  month = nairobiMonthOf(now()),
): Promise<CostSharingStatement> {
  const [from, until] = monthBounds(month);
  const rows = await db
    .select({
      rideId: rides.id,
      departureTime: rides.departureTime,
      pickupAddress: rides.pickupAddress,
      destinationAddress: rides.destinationAddress,
      distanceKm: rides.totalDistance,
      carCostKsh: rides.carCostKsh,
      seats: sql<number>`coalesce(sum(${bookings.numberOfSeats})
        filter (where ${travelled}), 0)::int`,
      paidKsh: sql<number>`coalesce(sum(case when ${travelled} then ${bookings.totalAmount}
        when ${bookings.status} = 'cancelled' then ${bookings.keptAmount} else 0 end), 0)::int`,
    })
    .from(rides)
    .leftJoin(bookings, eq(bookings.rideId, rides.id))
    .where(
      and(
        eq(rides.driverId, driverId),
        eq(rides.status, 'completed'),
        gte(rides.departureTime, from),
        lt(rides.departureTime, until),
      ),
    )
    .groupBy(rides.id)
    .orderBy(asc(rides.departureTime), asc(rides.id));
  const statementRides = rows.map((row) => ({
    ...row,
    distanceKm: row.distanceKm === null ? null : roundKm(row.distanceKm),
    seats: Number(row.seats),
    paidKsh: Number(row.paidKsh),
  }));
  const sum = (values: (number | null)[]) => values.reduce<number>((a, b) => a + (b ?? 0), 0);
  return {
    month,
    rides: statementRides,
    totals: {
      rides: statementRides.length,
      distanceKm: roundKm(sum(statementRides.map((r) => r.distanceKm))),
      carCostKsh: sum(statementRides.map((r) => r.carCostKsh)),
      paidKsh: sum(statementRides.map((r) => r.paidKsh)),
    },
    paidNeverAboveCost: statementRides.every(
      (r) => r.carCostKsh !== null && r.paidKsh <= r.carCostKsh,
    ),
  };
}
