import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { formatKsh } from '../../../shared/format-money';
import { DAILY_PAYOUT_HOUR_NAIROBI } from '../../../shared/rules/payouts';
import { Card } from '../../components/ui/card';
import { currentLanguage } from '../../lib/i18n/catalogues';
import { toast } from '../../lib/toast-store';
import { formatTripDate } from '../../rides/format-ride';
import { payoutFailedText } from './payout-messages';
import { type EarningsRecord, earningsQuery, savePayoutSettings } from './payouts-api';

/** The daily run's time in digits: '9 pm' in English, '9:00 PM' in Kiswahili. */
function runTime(): string {
  const hour = DAILY_PAYOUT_HOUR_NAIROBI - 12;
  return currentLanguage() === 'sw' ? `${hour}:00 PM` : `${hour} pm`;
}

/** The automatic payout that failed on its second try too, when it is the latest one. */
function lastFailedForGood(earnings: EarningsRecord) {
  const latest = earnings.recentPayouts.find((payout) => payout.automatic);
  return latest?.status === 'Failed' && latest.retryOf !== null ? latest : null;
}

/**
 * The Earnings tab's switch: earnings go to M-Pesa every evening, or stay in the balance for the
 * driver to withdraw by hand. A payout that failed twice is shown here with M-Pesa's reason.
 */
export function AutomaticPayouts({ earnings }: { earnings: EarningsRecord }) {
  const { t } = useLingui();
  const id = useId();
  const time = runTime();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (automaticPayouts: boolean) => savePayoutSettings({ automaticPayouts }),
    onSuccess: (settings) => {
      queryClient.setQueryData(earningsQuery.queryKey, (old) => old && { ...old, ...settings });
      toast({
        title: settings.automaticPayouts ? t`Automatic payouts on` : t`Automatic payouts off`,
        description: settings.automaticPayouts
          ? t`Your earnings go to your M-Pesa every evening at ${time}.`
          : t`Your earnings stay in your balance until you withdraw them.`,
      });
    },
    onError: () =>
      toast({
        variant: 'destructive',
        title: t`Not saved`,
        description: t`Your payout setting could not be saved. Please try again.`,
      }),
  });
  const on = save.isPending
    ? (save.variables ?? earnings.automaticPayouts)
    : earnings.automaticPayouts;
  const failed = lastFailedForGood(earnings);
  const next = formatTripDate(earnings.nextAutomaticPayoutAt, new Date());
  const soFar = formatKsh(earnings.unpaidEarnings);
  const failedAmount = failed ? formatKsh(failed.amount) : '';

  return (
    <Card>
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={id} className="font-semibold text-ink">
            <Trans>Pay my earnings to M-Pesa automatically</Trans>
          </label>
          <p id={`${id}-hint`} className="mt-1 text-ink-muted text-sm">
            {on
              ? t`Every evening at ${time}, earnings from trips completed before then go to your M-Pesa. Next: ${next}, ${soFar} so far.`
              : t`Off: your earnings stay in your balance until you withdraw them.`}
          </p>
        </div>
        <Switch.Root
          id={id}
          checked={on}
          disabled={save.isPending}
          onCheckedChange={(next) => save.mutate(next)}
          aria-describedby={`${id}-hint`}
          className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-ink-muted/70 transition-colors disabled:opacity-60 data-[state=checked]:bg-primary"
        >
          <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
        </Switch.Root>
      </div>
      {failed?.failureReason ? (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-danger/40 bg-danger-soft p-4 text-sm"
        >
          <p className="font-semibold text-ink">
            <Trans>Automatic payout of {failedAmount} failed twice</Trans>
          </p>
          <p className="mt-1 text-ink">{payoutFailedText(failed.failureReason)}</p>
          <p className="mt-1 text-ink-muted">
            <Trans>You can withdraw it by hand from Payouts.</Trans>
          </p>
        </div>
      ) : null}
    </Card>
  );
}
