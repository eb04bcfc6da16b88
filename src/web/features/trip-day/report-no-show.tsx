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
 * strike against the driver, within 24 hours; or, when the driver tried to board them with a
 * wrong code, a dispute an agent decides (docs/product-rules.md, Trip day).
 */
export function ReportNoShow({
  rideId,
  booking,
  now,
}: {
  rideId: string;
  booking: Pick<OwnBooking, 'totalAmount' | 'reportNoShowUntil' | 'reportOpensDispute'>;
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
  const disputed = booking.reportOpensDispute;

  return (
    <Card>
      <h2 className="font-semibold text-ink text-lg">
        <Trans>Did your driver not come?</Trans>
      </h2>
      <p className="mt-1 text-ink-muted text-sm">
        {disputed ? (
          until ? (
            <Trans>
              Your driver tried to mark you on board with a wrong code. If they did not pick you up,
              tell us by {until}: an agent checks what happened and refunds your {paid} if they
              never came.
            </Trans>
          ) : (
            <Trans>
              Your driver tried to mark you on board with a wrong code. If they did not pick you up,
              tell us: an agent checks what happened and refunds your {paid} if they never came.
            </Trans>
          )
        ) : until ? (
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
        confirmLabel={disputed ? t`Yes, report` : t`Yes, report and refund`}
        tone="primary"
        busy={report.isPending}
        onConfirm={() => report.mutate()}
      >
        <ConfirmDescription className="mt-2 text-ink">
          {disputed ? (
            <Trans>
              An agent hears both sides and tells you by SMS. If the driver never came, your {paid}{' '}
              goes back to your token balance and the driver gets a strike.
            </Trans>
          ) : (
            <Trans>
              Your {paid} goes back to your token balance at once, and the driver gets a strike that
              Pamoja's agents see.
            </Trans>
          )}
        </ConfirmDescription>
      </ConfirmDialog>
    </Card>
  );
}
