import type { z } from 'zod';
import { atNairobiTime, nairobiMinutesOf, nairobiWeekday, tripOver } from '../../../shared/geo.ts';
import { formatNairobiDay } from '../../../shared/nairobi-time.ts';
import {
  MAX_DAYS_BEFORE_DEPARTURE,
  MIN_HOURS_BEFORE_DEPARTURE,
  RECURRING_WEEKS,
} from '../../../shared/rules/rides.ts';
import type { createRideRequest } from '../../../shared/schemas/rides.ts';
import { now, sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { rideSeries, rides } from '../../db/schema.ts';
import { AppError, errorWithValuesIn } from '../../errors.ts';
import { type MatchOptions, matchRideAlerts } from '../alerts/match-ride-alerts.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { PricingDeps } from '../cost-sharing/cost-sharing-deps.ts';
import { withinDailyLimit } from '../cost-sharing/daily-ride-limit.ts';
import { checkCostShare, ridePriceGuide } from '../cost-sharing/price-guide.ts';
import type { PlaceAsker } from '../places/find-places.ts';
import { countRoutePrice } from '../popular-routes/route-statistics.ts';
import { ownVehicle } from '../vehicles/vehicles.ts';
import { assertMayPublish } from './publishing-suspension.ts';
import type { Ride } from './ride-views.ts';

/** The request as validated; `approvalRequired` may be left out (no approval). */
type CreateRide = Omit<z.output<typeof createRideRequest>, 'approvalRequired'> & {
  approvalRequired?: boolean;
};
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last instant a ride may depart at: 90 days from now (issue 17). */
const latestDeparture = (at: Date) => at.getTime() + MAX_DAYS_BEFORE_DEPARTURE * DAY_MS;

/**
 * The departures of a ride: the one asked for, or for a recurring ride every chosen weekday in
 * the next 4 weeks from that day, at the same Nairobi time of day, all at least an hour and at
 * most 90 days ahead.
 */
export function departuresOf(
  input: Pick<CreateRide, 'departureTime' | 'isRecurring' | 'recurringDays'>,
  at = now(),
): Date[] {
  const first = new Date(input.departureTime);
  const earliest = at.getTime() + MIN_HOURS_BEFORE_DEPARTURE * 3_600_000;
  const latest = latestDeparture(at);
  const allowed = (departure: Date) =>
    departure.getTime() >= earliest && departure.getTime() <= latest;
  // The picked date is always the first departure, recurring or not, whatever its weekday.
  if (!allowed(first)) return [];
  if (!input.isRecurring) return [first];
  const local = new Date(first.getTime() + NAIROBI_OFFSET_MS);
  const hours = local.getUTCHours();
  const minutes = local.getUTCMinutes();
  const days = new Set(input.recurringDays);
  const dates: Date[] = [];
  for (let day = 0; day < RECURRING_WEEKS * 7; day++) {
    const at = atNairobiTime(first, day, hours, minutes);
    if ((day === 0 || days.has(nairobiWeekday(at))) && allowed(at)) dates.push(at);
  }
  return dates;
}

/**
 * Schedules a ride for a verified driver in their own active vehicle. A recurring ride becomes a
 * series (docs/product-rules.md, "Rides, search and booking"): its row keeps the time of day,
 * weekdays, seats and price from which the extension job adds departures as the weeks pass; the
 * first 4 weeks are created here, each with the series' id. Answers the rides and the ride
 * alerts' notifications, to deliver after the commit.
 *
 * Cost sharing (docs/product-rules.md, "Cost sharing and reliability"): the ride is at least
 * MIN_RIDE_KM long on the road, its price per seat times its seats is at most the car's running
 * cost for the distance (kept with the ride and the series as `car_cost_ksh`), and no Nairobi day
 * of its departures gets more than MAX_RIDES_PER_DRIVER_PER_DAY of the driver's departures.
 */
export async function createRides(
  db: Database,
  driver: SessionUser,
  input: CreateRide,
  options: MatchOptions & { pricing: PricingDeps; asker: PlaceAsker },
): Promise<{ created: Ride[]; notificationIds: string[] }> {
  if (!driver.isVerified) throw new AppError('driver_unverified');
  assertMayPublish(driver);
  if (input.isRecurring && input.recurringDays.length === 0)
    throw new AppError('repeat_days_required');
  if (
    new Date(input.departureTime).getTime() <
    now().getTime() + MIN_HOURS_BEFORE_DEPARTURE * 3_600_000
  ) {
    throw new AppError('departure_too_soon');
  }
  if (new Date(input.departureTime).getTime() > latestDeparture(now())) {
    throw new AppError('departure_too_far');
  }
  const vehicle = await ownVehicle(db, driver.id, input.vehicleId).catch(() => null);
  if (!vehicle?.isActive) throw new AppError('vehicle_not_active');
  const passengers = vehicle.seatingCapacity - 1;
  if (input.availableSeats > passengers) throw new AppError('too_many_seats', { passengers });
  const departures = departuresOf(input);
  if (departures.length === 0) throw new AppError('departure_too_soon');

  const { pricing } = options;
  const guide = await ridePriceGuide(pricing, options.asker, {
    from: input.pickupLocation,
    to: input.destination,
    seats: input.availableSeats,
  });
  checkCostShare(guide, input.pricePerSeat);
  const trip = tripOver(guide.distanceKm);
  const weekdays = input.isRecurring ? [...new Set(input.recurringDays)].sort() : [];
  const place = {
    pickupLatitude: input.pickupLocation.latitude,
    pickupLongitude: input.pickupLocation.longitude,
    pickupAddress: input.pickupLocation.address,
    destinationLatitude: input.destination.latitude,
    destinationLongitude: input.destination.longitude,
    destinationAddress: input.destination.address,
  };
  return db.transaction(async (tx) => {
    const limit = pricing.settings.maxRidesPerDay;
    const { crowdedDates } = await withinDailyLimit(tx, driver.id, departures, limit);
    if (crowdedDates.length > 0) throw tooManyRides(limit, crowdedDates);
    const [series] = input.isRecurring
      ? await tx
          .insert(rideSeries)
          .values({
            driverId: driver.id,
            vehicleId: vehicle.id,
            ...place,
            departureMinutes: nairobiMinutesOf(new Date(input.departureTime)),
            weekdays,
            availableSeats: input.availableSeats,
            pricePerSeat: input.pricePerSeat,
            totalDistance: trip.totalDistance,
            estimatedDuration: trip.estimatedDuration,
            carCostKsh: guide.carCostKsh,
            approvalRequired: input.approvalRequired ?? false,
            notes: input.notes ?? null,
          })
          .returning({ id: rideSeries.id })
      : [];
    const created = await tx
      .insert(rides)
      .values(
        departures.map((departureTime) => ({
          driverId: driver.id,
          vehicleId: vehicle.id,
          ...place,
          departureTime,
          availableSeats: input.availableSeats,
          pricePerSeat: input.pricePerSeat,
          totalDistance: trip.totalDistance,
          estimatedDuration: trip.estimatedDuration,
          carCostKsh: guide.carCostKsh,
          approvalRequired: input.approvalRequired ?? false,
          notes: input.notes ?? null,
          isRecurring: input.isRecurring,
          recurringDays: weekdays,
          seriesId: series?.id ?? null,
          updatedAt: sqlNow(),
        })),
      )
      .returning();
    const [first] = created;
    if (first) await countRoutePrice(tx, first);
    const notificationIds = await matchRideAlerts(tx, created, options);
    return { created, notificationIds };
  });
}

/** `too_many_rides_today`: the dates as 'YYYY-MM-DD' for the app, in words in the message. */
function tooManyRides(limit: number, dates: string[]) {
  const noon = (date: string) => new Date(`${date}T09:00:00Z`);
  return errorWithValuesIn('too_many_rides_today', { limit, dates }, (language) => ({
    dates: dates.map((date) => formatNairobiDay(noon(date), language)).join(', '),
  }));
}
