import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { formatKsh } from '../../../shared/format-money';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDescription, ConfirmDialog } from '../../components/ui/confirm-dialog';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast-store';
import { formatDeparture } from '../../rides/format-ride';
import { afterTripChange, type OwnBooking, reportNoShow } from './trip-day-api';
import { tripActionMessage } from './trip-rules';

/**
 * "Driver never came", for a passenger still waiting when the trip ended: a full refund and a
 * strike against the driver, within 24 hours.
 */
export function ReportNoShow({
  rideId,
  booking,
  now,
}: {
  rideId: string;
  booking: Pick<OwnBooking, 'totalAmount' | 'reportNoShowUntil'>;
  now: number;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const report = useMutation({
    mutationFn: () => reportNoShow(rideId),
    onSuccess: (answer) => {
      const refunded = formatKsh(answer.refundedAmount);
      toast(
        answer.outcome === 'refunded'
          ? {
              title: t`Refunded`,
              description: t`${refunded} is back in your token balance. Sorry about your trip.`,
            }
          : {
              title: t`We are looking into it`,
              description: t`An agent checks what happened and tells you by SMS.`,
            },
      );
      afterTripChange(queryClient);
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
      // A refunded booking is no longer a trip of theirs: its screen would say "not found".
      if (answer.outcome === 'refunded') navigate('/trips');
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t`Not reported`,
        description: tripActionMessage(error),
      }),
    onSettled: () => setOpen(false),
  });
  const until = booking.reportNoShowUntil
    ? formatDeparture(booking.reportNoShowUntil, new Date(now))
    : null;
  const paid = formatKsh(booking.totalAmount);

  return (
    <Card>
      <h2 className="font-semibold text-ink text-lg">
        <Trans>Did your driver not come?</Trans>
      </h2>
      <p className="mt-1 text-ink-muted text-sm">
        {until ? (
          <Trans>
            Your driver never marked you on board. If they did not pick you up, tell us by {until}{' '}
            and you get your {paid} back in full.
          </Trans>
        ) : (
          <Trans>
            Your driver never marked you on board. If they did not pick you up, tell us and you get
            your {paid} back in full.
          </Trans>
        )}
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="secondary" className="mt-4">
            <Trans>Driver never came</Trans>
          </Button>
        }
        title={t`Report that your driver never came?`}
        cancelLabel={t`Back`}
        confirmLabel={t`Yes, report and refund`}
        tone="primary"
        busy={report.isPending}
        onConfirm={() => report.mutate()}
      >
        <ConfirmDescription className="mt-2 text-ink">
          <Trans>
            Your {paid} goes back to your token balance at once, and the driver gets a strike that
            Pamoja's agents see.
          </Trans>
        </ConfirmDescription>
      </ConfirmDialog>
    </Card>
  );
}
