import type { ScheduledTrip } from '../../shared/schemas/rides';
import type { Json } from '../lib/json';

/** A scheduled trip as the search answers it. */
export type RideResult = Json<ScheduledTrip>;
