import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import type { DriverBookingRecord } from '../trip-queries';

/**
 * `POST /api/bookings/:id/approve` and `/decline {reason?}`: the driver's answer to a request on
 * their ride (docs/product-rules.md "Drivers who confirm each passenger"). Answers the booking as
 * the driver sees it.
 */
export function answerRequest(
  bookingId: string,
  answer: { approve: true } | { approve: false; reason: string },
): Promise<DriverBookingRecord> {
  const path = `/api/bookings/${encodeURIComponent(bookingId)}`;
  if (answer.approve) return apiRequest<DriverBookingRecord>('POST', `${path}/approve`);
  const reason = answer.reason.trim();
  return apiRequest<DriverBookingRecord>('POST', `${path}/decline`, reason ? { reason } : {});
}

/** After an answer (or a refusal: it may have expired meanwhile), every trip list is stale. */
export function afterAnswer(queryClient: QueryClient): void {
  for (const queryKey of [queryKeys.trips, queryKeys.driverStats]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
