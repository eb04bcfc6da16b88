import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatKsh } from '../../../shared/format-money';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { SignedInScreen } from '../../app-shell/signed-in-screen';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { useAuth } from '../../lib/session/auth-context';
import { DriverOnly } from '../documents';
import { PayoutHistory } from './payout-history';
import { earningsQuery } from './payouts-api';
import { WithdrawForm } from './withdraw-form';

/**
 * Payouts (`/payouts`, linked from the driver dashboard's Earnings tab; the specification leaves
 * the screen to us): what can be withdrawn (the whole balance), the withdrawal to M-Pesa, and
 * every payout's status, automatic ones included.
 */
export function PayoutsScreen() {
  const { t } = useLingui();
  const auth = useAuth();
  return (
    <SignedInScreen
      title={t`Payouts`}
      subtitle={t`Withdraw your earnings and tokens to M-Pesa.`}
      back={{ href: '/driver-dashboard', label: t`Back to the driver dashboard` }}
      nav="tokens"
      loading={
        <Loading className="mt-6 grid gap-4">
          <Skeleton className="h-32 w-full rounded-2xl" />
          <Skeleton className="h-80 w-full rounded-2xl" />
        </Loading>
      }
      visitor={
        <SignInPrompt
          className="mt-6"
          title={t`Sign in to see your payouts`}
          text={t`Drivers withdraw their earnings and tokens to the M-Pesa number on their account.`}
        />
      }
    >
      <DriverOnly>
        <SignedInPayouts phoneNumber={auth.user?.phoneNumber ?? null} />
      </DriverOnly>
    </SignedInScreen>
  );
}

function SignedInPayouts({ phoneNumber }: { phoneNumber: string | null }) {
  const { t } = useLingui();
  const earnings = useQuery(earningsQuery);
  const withdrawable = earnings.data?.withdrawable ?? null;

  return (
    <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start lg:gap-8">
      <div className="grid gap-5">
        {earnings.isError ? (
          <LoadFailed title={t`Failed to load earnings`} onRetry={() => void earnings.refetch()} />
        ) : null}
        <section
          aria-labelledby="withdrawable-label"
          className="rounded-2xl bg-primary p-5 text-white shadow-sm sm:p-6"
        >
          <h2 id="withdrawable-label" className="text-sm text-white/85">
            <Trans>Available to withdraw</Trans>
          </h2>
          {withdrawable === null ? (
            <>
              <span className="sr-only">
                <Trans>Loading your earnings…</Trans>
              </span>
              <Skeleton className="mt-2 h-9 w-40 bg-white/25" />
            </>
          ) : (
            <p
              className="mt-1 font-bold text-3xl tabular-nums tracking-tight sm:text-4xl"
              data-testid="withdrawable"
            >
              {formatKsh(withdrawable)}
            </p>
          )}
          <p className="mt-2 text-sm text-white/85">
            <Trans>Your token balance: earnings from completed trips and tokens you bought.</Trans>
          </p>
        </section>
        <WithdrawForm
          withdrawable={earnings.isError ? null : withdrawable}
          phoneNumber={phoneNumber}
        />
      </div>
      <PayoutHistory />
    </div>
  );
}
