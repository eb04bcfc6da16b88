/**
 * The landing page's savings calculator (specification doc 1 §9), as pure functions so the rules
 * are tested without a browser. Money is KSh, distance km, time minutes, CO2 kg.
 *
 * What "savings" compares (the specification names the two modes but not the sums):
 * - `ridehailing`: the route's ride-hailing fare minus Pamoja's own cost for the same trip. It is
 *   the choice of a commuter who would otherwise take an app taxi.
 * - `solo`: the fuel cost of driving the same distance alone (from the visitor's own fuel price and
 *   consumption) minus Pamoja's cost. It is the choice of a commuter who would otherwise drive.
 *   The table's "solo fuel" column is used only when the visitor's fuel figures are unusable
 *   (empty, zero or negative), so the result never shows NaN or Infinity.
 * The matatu fare is carried along for context only: a Pamoja seat costs more than a matatu and
 * the page says so rather than hiding it.
 *
 * Display:
 * - `pertrip`: one trip's saving, CO2 saved and time saved.
 * - `yearly`: the saving and CO2 over a year of commuting (trips per week x 52); time saved is
 *   shown per month (the yearly figure / 12), as the specification asks.
 * A saving can be negative (a thrifty car and cheap fuel beat a Pamoja seat); it is returned as is
 * so the page can say so honestly.
 */

export type ComparisonMode = 'ridehailing' | 'solo';
export type DisplayMode = 'yearly' | 'pertrip';

export interface RouteFigures {
  /** The table's key, two place names joined by a hyphen; 'default' for the fallback. */
  key: string;
  distanceKm: number;
  matatuFare: number;
  rideHailingFare: number;
  soloFuelCost: number;
}

export const ROUTE_TABLE: readonly RouteFigures[] = [
  {
    key: 'ruiru-westlands',
    distanceKm: 32,
    matatuFare: 100,
    rideHailingFare: 800,
    soloFuelCost: 420,
  },
  { key: 'ruiru-cbd', distanceKm: 28, matatuFare: 80, rideHailingFare: 650, soloFuelCost: 350 },
  {
    key: 'kiambu-westlands',
    distanceKm: 35,
    matatuFare: 120,
    rideHailingFare: 900,
    soloFuelCost: 450,
  },
  { key: 'thika-cbd', distanceKm: 45, matatuFare: 150, rideHailingFare: 1200, soloFuelCost: 580 },
  { key: 'ngong-cbd', distanceKm: 25, matatuFare: 100, rideHailingFare: 600, soloFuelCost: 320 },
  {
    key: 'karen-westlands',
    distanceKm: 22,
    matatuFare: 80,
    rideHailingFare: 550,
    soloFuelCost: 280,
  },
  { key: 'kikuyu-cbd', distanceKm: 20, matatuFare: 70, rideHailingFare: 480, soloFuelCost: 260 },
];

export const DEFAULT_ROUTE: RouteFigures = {
  key: 'default',
  distanceKm: 25,
  matatuFare: 90,
  rideHailingFare: 580,
  soloFuelCost: 350,
};

export const TRIPS_PER_WEEK = { min: 2, max: 20, default: 10 } as const;
export const DEFAULT_FUEL_PRICE = 180;
export const DEFAULT_CONSUMPTION_KM_PER_L = 12;
/** Both locations must be longer than this many characters before results show. */
export const MIN_LOCATION_LENGTH = 2;

const WEEKS_PER_YEAR = 52;
const PAMOJA_RATE_PER_KM = 10;
const PAMOJA_LONG_RATE_PER_KM = 5;
const PAMOJA_LONG_DISTANCE_KM = 50;
/** kg of CO2 from burning one litre of petrol. */
const CO2_KG_PER_LITRE = 2.3;
/** The share of a solo trip's emissions a shared seat avoids. */
const CO2_SHARED_SAVING = 0.7;
const MAX_HOURS_SAVED_PER_TRIP = 0.8;
const HOURS_SAVED_PER_KM = 0.02;

/**
 * The table row whose two places appear in the two locations, in either order (start contains one
 * part of the key and destination the other, case-insensitive); the first match in table order,
 * else the default route.
 */
export function findRoute(start: string, destination: string): RouteFigures {
  const from = start.toLowerCase();
  const to = destination.toLowerCase();
  for (const route of ROUTE_TABLE) {
    const [a = '', b = ''] = route.key.split('-');
    if ((from.includes(a) && to.includes(b)) || (from.includes(b) && to.includes(a))) return route;
  }
  return DEFAULT_ROUTE;
}

export function hasBothLocations(start: string, destination: string): boolean {
  return (
    start.trim().length > MIN_LOCATION_LENGTH && destination.trim().length > MIN_LOCATION_LENGTH
  );
}

/** Pamoja's own price for one trip: 10 KSh a km, 5 KSh a km when the trip is over 50 km. */
export function pamojaCost(distanceKm: number): number {
  return (
    distanceKm *
    (distanceKm > PAMOJA_LONG_DISTANCE_KM ? PAMOJA_LONG_RATE_PER_KM : PAMOJA_RATE_PER_KM)
  );
}

/** Fuel for one trip driven alone: distance / consumption (km per litre) x fuel price. */
export function soloCost(distanceKm: number, consumptionKmPerL: number, fuelPrice: number): number {
  return (distanceKm / consumptionKmPerL) * fuelPrice;
}

export function yearlyTrips(tripsPerWeek: number): number {
  return tripsPerWeek * WEEKS_PER_YEAR;
}

/** kg of CO2 one shared trip avoids: distance / consumption x 2.3 x 0.7. */
export function co2SavedPerTripKg(distanceKm: number, consumptionKmPerL: number): number {
  return (distanceKm / consumptionKmPerL) * CO2_KG_PER_LITRE * CO2_SHARED_SAVING;
}

/** Hours saved on one trip: 0.02 h per km, at most 0.8 h. */
export function hoursSavedPerTrip(distanceKm: number): number {
  return Math.min(MAX_HOURS_SAVED_PER_TRIP, HOURS_SAVED_PER_KM * distanceKm);
}

/** Hours saved in an average month: the yearly figure / 12. */
export function hoursSavedPerMonth(distanceKm: number, tripsPerWeek: number): number {
  return (hoursSavedPerTrip(distanceKm) * yearlyTrips(tripsPerWeek)) / 12;
}

/** Whole minutes as '45 min', or '2 h 5 min' from 60 up ('1 h' when the minutes are 0). */
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Trips per week kept within 2 to 20; anything unreadable becomes the default 10. */
export function clampTripsPerWeek(value: number): number {
  if (!Number.isFinite(value)) return TRIPS_PER_WEEK.default;
  return Math.min(TRIPS_PER_WEEK.max, Math.max(TRIPS_PER_WEEK.min, Math.round(value)));
}

export interface SavingsInput {
  start: string;
  destination: string;
  tripsPerWeek: number;
  fuelPrice: number;
  consumptionKmPerL: number;
  comparison: ComparisonMode;
  display: DisplayMode;
}

export interface SavingsResult {
  route: RouteFigures;
  /** What the visitor would otherwise pay, for the chosen period. */
  otherCost: number;
  /** What Pamoja costs, for the chosen period. */
  pamojaCost: number;
  /** otherCost - pamojaCost; negative when Pamoja costs more. */
  savings: number;
  co2SavedKg: number;
  /** Minutes saved: per trip for `pertrip`, per month for `yearly`. */
  minutesSaved: number;
  /** The number of trips the figures cover: 1, or a year's worth. */
  trips: number;
}

/** Every figure the calculator shows, or null until both locations are long enough. */
export function calculateSavings(input: SavingsInput): SavingsResult | null {
  if (!hasBothLocations(input.start, input.destination)) return null;
  const route = findRoute(input.start, input.destination);
  const km = route.distanceKm;
  const fuelUsable = input.fuelPrice > 0 && input.consumptionKmPerL > 0;
  const consumption = fuelUsable ? input.consumptionKmPerL : DEFAULT_CONSUMPTION_KM_PER_L;
  const otherPerTrip =
    input.comparison === 'ridehailing'
      ? route.rideHailingFare
      : fuelUsable
        ? soloCost(km, input.consumptionKmPerL, input.fuelPrice)
        : route.soloFuelCost;
  const tripsPerWeek = clampTripsPerWeek(input.tripsPerWeek);
  const trips = input.display === 'yearly' ? yearlyTrips(tripsPerWeek) : 1;
  const other = Math.round(otherPerTrip * trips);
  const ours = Math.round(pamojaCost(km) * trips);
  return {
    route,
    otherCost: other,
    pamojaCost: ours,
    savings: other - ours,
    co2SavedKg: co2SavedPerTripKg(km, consumption) * trips,
    minutesSaved:
      60 *
      (input.display === 'yearly' ? hoursSavedPerMonth(km, tripsPerWeek) : hoursSavedPerTrip(km)),
    trips,
  };
}
