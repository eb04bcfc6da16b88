import { z } from 'zod';

// Drivers' reliability (docs/product-rules.md "Cost sharing and reliability"): what a driver sees
// of their own record, and the drivers agents see suspended from publishing.

/** `GET /api/driver/record`: the driver's own figures over the last 90 days, and any suspension. */
export const driverRecord = z.object({
  completedRides: z.number().int(),
  lateCancellations: z.number().int(),
  /** Late cancellations in the last 30 days: 3 stop publishing for 7 days. */
  recentLateCancellations: z.number().int(),
  publishingSuspendedUntil: z.date().nullable(),
});
export type DriverRecord = z.infer<typeof driverRecord>;

/** `GET /api/admin/suspended-drivers`: a driver who may not publish rides now, and why. */
export const suspendedDriver = z.object({
  driverId: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  suspendedUntil: z.date(),
  /** The late cancellations of the last 30 days, latest first. */
  lateCancellations: z.array(
    z.object({
      rideId: z.string(),
      pickupAddress: z.string(),
      destinationAddress: z.string(),
      departureTime: z.date(),
      cancelledAt: z.date(),
      /** Bookings the cancellation refunded. */
      passengers: z.number().int(),
    }),
  ),
});
export type SuspendedDriver = z.infer<typeof suspendedDriver>;
