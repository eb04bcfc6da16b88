import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast-store';
import { type CancelPlace, cancelFailedMessage, cancelledMessage } from './trip-messages';
import type { TripRole } from './trip-view';
import { afterCancellation, cancelDriverTrip, cancelPassengerBooking } from './trips-api';

export interface CancelTarget {
  /** The booking's id on a passenger trip, the ride's id on a driver trip. */
  id: string;
  type: TripRole;
}

/**
 * Cancels a passenger's booking or a driver's trip, says how it went in a toast (with what came
 * back and what the driver keeps, for a late cancellation), and refreshes every list and balance
 * the cancellation changes (after a refusal too: the trip may have left).
 */
export function useCancelTrip(place: CancelPlace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: CancelTarget) => {
      if (target.type === 'passenger') return cancelPassengerBooking(target.id);
      await cancelDriverTrip(target.id);
      return null;
    },
    onSuccess: (answer, target) => toast(cancelledMessage(target.type, answer)),
    onError: (error, target) =>
      toast({ variant: 'destructive', ...cancelFailedMessage(error, target.type, place) }),
    onSettled: () => afterCancellation(queryClient),
  });
}
