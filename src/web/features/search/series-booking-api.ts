import type { z } from 'zod';
import type { SeriesBookingRequest, seriesBookingAnswer } from '../../../shared/schemas/commute';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';

/** A regular booking as written: its departures, what was paid for all of them, the balance. */
export type SeriesBookingConfirmation = Json<z.infer<typeof seriesBookingAnswer>>;

/** `POST /api/bookings/series`: every remaining departure on those weekdays, all or nothing. */
export function bookSeries(request: SeriesBookingRequest): Promise<SeriesBookingConfirmation> {
  return apiRequest<SeriesBookingConfirmation>('POST', '/api/bookings/series', request);
}
