import type { LookupSpending } from '../places/lookup-limits.ts';
import type { RoadDistanceDeps } from './road-distance.ts';

/** The cost-sharing settings: CAR_COST_PER_KM_KSH, MIN_RIDE_KM, MAX_RIDES_PER_DRIVER_PER_DAY. */
export interface CostSharingSettings {
  carCostPerKm: number;
  minRideKm: number;
  maxRidesPerDay: number;
}

/** What pricing a ride needs: the road distance's maps service and the settings. */
export interface PricingDeps extends RoadDistanceDeps {
  settings: CostSharingSettings;
  /** Counts a person's Google look-ups (the same hourly limit as the place search). */
  lookups: LookupSpending;
}
