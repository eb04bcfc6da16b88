import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatKsh } from '../../../shared/format-money';
import { toast } from '../../lib/toast-store';
import { CANCEL_MESSAGES, cancelFailedMessage } from './trip-messages';
import { afterCancellation, cancelSeriesBooking } from './trips-api';

/**
 * Cancels every remaining departure of a regular booking, says what came back in a toast, and
 * refreshes the lists and the balance (after a refusal too: some departures may have left).
 */
export function useCancelSeriesBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSeriesBooking,
    onSuccess: (answer) =>
      toast({
        title: 'Regular booking cancelled',
        description:
          answer.refundedAmount > 0
            ? `${tripsText(answer.cancelledBookings)} cancelled. ${formatKsh(answer.refundedAmount)} is back in your tokens.`
            : `${tripsText(answer.cancelledBookings)} cancelled.`,
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        ...cancelFailedMessage(error, 'passenger', 'trips'),
        title: CANCEL_MESSAGES.failedTitle,
      }),
    onSettled: () => afterCancellation(queryClient),
  });
}

const tripsText = (count: number) => `${count} ${count === 1 ? 'trip' : 'trips'}`;
