import { z } from 'zod';
import { MAX_RIDE_SEATS } from '../rules/rides.ts';

// Cost sharing (docs/product-rules.md, "Cost sharing and reliability"): the price guide of the
// ride form and the driver's monthly statement.

const coordinate = (limit: number) =>
  z.coerce.number({ error: 'must be a number of degrees' }).min(-limit).max(limit);

// --- GET /api/rides/price-guide --------------------------------------------------------------
export const priceGuideQuery = z.object({
  pickupLatitude: coordinate(90),
  pickupLongitude: coordinate(180),
  destinationLatitude: coordinate(90),
  destinationLongitude: coordinate(180),
  seats: z.coerce.number().int().min(1).max(MAX_RIDE_SEATS),
});
export const priceGuideAnswer = z.object({
  /** Road kilometres, one decimal. */
  distanceKm: z.number(),
  /** The car's running cost for the distance, whole KSh. */
  carCostKsh: z.number().int(),
  /** What the ride form fills in. */
  suggestedPricePerSeat: z.number().int(),
  /** The highest price per seat for these seats: times the seats, at most the car's cost. */
  maxPricePerSeat: z.number().int(),
});
export type PriceGuideAnswer = z.infer<typeof priceGuideAnswer>;

// --- GET /api/driver/cost-sharing and its PDF --------------------------------------------------
export const statementQuery = z.object({
  month: z
    .string()
    .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, 'must be a month such as 2026-11')
    .optional(),
});
export const statementRide = z.object({
  rideId: z.string(),
  departureTime: z.date(),
  pickupAddress: z.string(),
  destinationAddress: z.string(),
  /** Road kilometres, one decimal; null on a ride that never had one. */
  distanceKm: z.number().nullable(),
  /** The car's cost for the ride when it was published; null on rides from before it was kept. */
  carCostKsh: z.number().int().nullable(),
  /** Seats passengers travelled in (and paid for). */
  seats: z.number().int(),
  /** What the passengers paid for the ride, whole KSh. */
  paidKsh: z.number().int(),
});
export const costSharingStatement = z.object({
  /** 'YYYY-MM', a Nairobi calendar month. */
  month: z.string(),
  /** The driver's completed rides that left in the month, in departure order. */
  rides: z.array(statementRide),
  totals: z.object({
    rides: z.number().int(),
    distanceKm: z.number(),
    carCostKsh: z.number().int(),
    paidKsh: z.number().int(),
  }),
  /** Every ride has its car's cost and its passengers paid at most that. */
  paidNeverAboveCost: z.boolean(),
});
export type CostSharingStatement = z.infer<typeof costSharingStatement>;
