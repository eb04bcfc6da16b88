import { plural, t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatKsh } from '../../../shared/format-money';
import { toast } from '../../lib/toast-store';
import { cancelFailedMessage } from './trip-messages';
import { afterCancellation, cancelSeriesBooking } from './trips-api';

/**
 * Cancels every remaining departure of a regular booking, says what came back in a toast, and
 * refreshes the lists and the balance (after a refusal too: some departures may have left).
 */
export function useCancelSeriesBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSeriesBooking,
    onSuccess: (answer) => {
      const count = answer.cancelledBookings;
      const money = formatKsh(answer.refundedAmount);
      const kept = formatKsh(answer.keptAmount ?? 0);
      toast({
        title: t`Regular booking cancelled`,
        description:
          (answer.keptAmount ?? 0) > 0
            ? t`${plural(count, { one: '# trip cancelled.', other: '# trips cancelled.' })} ${money} is back in your tokens. ${kept} goes to your driver.`
            : answer.refundedAmount > 0
              ? t`${plural(count, { one: '# trip cancelled.', other: '# trips cancelled.' })} ${money} is back in your tokens.`
              : t`${plural(count, { one: '# trip cancelled.', other: '# trips cancelled.' })}`,
      });
    },
    onError: (error) =>
      toast({ variant: 'destructive', ...cancelFailedMessage(error, 'passenger', 'trips') }),
    onSettled: () => afterCancellation(queryClient),
  });
}
