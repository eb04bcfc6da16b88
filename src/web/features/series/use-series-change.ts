import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import { toast } from '../../lib/toast-store';
import { afterSeriesChange, changeSeries, type SeriesAction } from './series-api';
import { seriesChangedMessage } from './series-messages';

/**
 * Skips, pauses, resumes or ends a series; says in a toast what it did to passengers (or the
 * server's reason it could not), and shows the series as the answer has it.
 */
export function useSeriesChange(seriesId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SeriesAction) => changeSeries(seriesId, action),
    onSuccess: (change, action) => {
      afterSeriesChange(queryClient, change);
      toast(seriesChangedMessage(action.kind, change));
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t`Could not change the regular ride`,
        description:
          error instanceof ApiError && error.status === 0
            ? t`Check your connection and try again.`
            : error.message,
      }),
  });
}
