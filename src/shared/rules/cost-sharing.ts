// The price ceiling that keeps a ride carpooling and not a taxi (docs/product-rules.md, "Cost
// sharing"): passengers together pay at most the car's running cost for the ride's distance, so
// the driver makes no profit. The server refuses a price above it and the ride form shows it, from
// these same functions. Zod-free, so the web app can import it without downloading zod.

/**
 * The car's running cost a kilometre, whole KSh (the server's `CAR_COST_PER_KM_KSH`): petrol at
 * about KSh 185 a litre (EPRA's Nairobi pump price) in a 1.3-1.5 litre saloon doing some 11 km a
 * litre in Nairobi traffic is KSh 17 a kilometre, and tyres, oil and servicing add about KSh 3.
 */
export const DEFAULT_CAR_COST_PER_KM_KSH = 20;
/** Shorter rides are a taxi's work, not a commute shared (the server's `MIN_RIDE_KM`). */
export const DEFAULT_MIN_RIDE_KM = 2;
/** Departures one driver offers a Nairobi day (the server's `MAX_RIDES_PER_DRIVER_PER_DAY`). */
export const DEFAULT_MAX_RIDES_PER_DRIVER_PER_DAY = 4;
/** The suggested price is this share of the ceiling (BlaBlaCar suggests a little under its own). */
export const SUGGESTED_SHARE = 0.9;

/** A road distance in kilometres, one decimal, as every figure of the guide uses it. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/** The car's running cost for a distance, whole KSh. */
export function carCostKsh(distanceKm: number, costPerKm: number): number {
  return Math.round(roundKm(distanceKm) * costPerKm);
}

/**
 * The highest whole-shilling price per seat at which the offered seats together never pay more
 * than the car's cost: `maxPricePerSeat x seats <= carCostKsh`, rounded down.
 */
export function maxPricePerSeat(carCost: number, seats: number): number {
  return Math.floor(carCost / Math.max(1, seats));
}

/**
 * What the ride form fills in: 90% of the ceiling, rounded down to KSh 10 (prices people pay
 * and give change for); the ceiling itself when that leaves nothing.
 */
export function suggestedPricePerSeat(maxPrice: number): number {
  const suggested = Math.floor((maxPrice * SUGGESTED_SHARE) / 10) * 10;
  return suggested > 0 ? suggested : maxPrice;
}

export interface PriceGuide {
  distanceKm: number;
  carCostKsh: number;
  suggestedPricePerSeat: number;
  maxPricePerSeat: number;
}

/** The guide for a ride of `distanceKm` offering `seats` seats. */
export function priceGuide(distanceKm: number, seats: number, costPerKm: number): PriceGuide {
  return seatPrices(roundKm(distanceKm), carCostKsh(distanceKm, costPerKm), seats);
}

/** The guide's prices for a car's cost already known (the form, from the server's figures). */
export function seatPrices(distanceKm: number, carCost: number, seats: number): PriceGuide {
  const max = maxPricePerSeat(carCost, seats);
  return {
    distanceKm,
    carCostKsh: carCost,
    suggestedPricePerSeat: suggestedPricePerSeat(max),
    maxPricePerSeat: max,
  };
}

/** Seats a commuter's saloon usually offers: its 5 less the driver and a free one. */
export const TYPICAL_SEATS = 3;

/**
 * The suggested price per seat of a typical ride over a distance at the default car cost: a
 * popular route's price before any ride on it, and the demo's and the tests' rides.
 */
export function typicalPricePerSeat(distanceKm: number, seats = TYPICAL_SEATS): number {
  return priceGuide(distanceKm, seats, DEFAULT_CAR_COST_PER_KM_KSH).suggestedPricePerSeat;
}
