import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { formatKsh } from '../../../shared/format-money';
import { amountProblem } from '../../../shared/rules/wallet';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { SignedInScreen } from '../../app-shell/signed-in-screen';
import { Button, buttonStyles } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Loading } from '../../components/ui/loading';
import { Notice } from '../../components/ui/notice';
import { PhoneField } from '../../components/ui/phone-field';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { parseAmount } from '../../lib/parse-amount';
import { useAuth } from '../../lib/session/auth-context';
import {
  type BookingToResume,
  readBookingToResume,
  readTopUpAmount,
  resumeBookingHref,
} from '../../rides/booking-return';
import { WithdrawTokens } from '../payouts';
import { AmountField } from './amount-field';
import { BalanceCard } from './balance-card';
import { HowItWorks } from './how-it-works';
import { PurchaseBanner } from './purchase-banner';
import { SendTokensCard } from './send-tokens-card';
import { canPay, type PurchaseState } from './token-purchase';
import { useTokenPurchase } from './use-token-purchase';
import { balanceQuery } from './wallet-api';

/**
 * Buy Tokens (`/tokens`, specification document 2 §2 and §4): top up with an M-Pesa prompt, and
 * send tokens to another person (issue 17).
 */
export function TokensScreen() {
  const { t } = useLingui();
  const auth = useAuth();
  const { state, purchase } = useTokenPurchase();
  const query = useSearch();
  const booking = useMemo(() => readBookingToResume(query), [query]);
  const [, navigate] = useLocation();
  const wanted = readTopUpAmount(query);

  // From a booking's payment panel: the missing amount is filled in, once, if nothing is typed.
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current || !booking || wanted === null) return;
    filled.current = true;
    if (state.phase === 'idle' && state.amountText === '') purchase.setAmountText(String(wanted));
  }, [booking, wanted, state.phase, state.amountText, purchase]);

  // ...and once the tokens have arrived, back to that ride and those seats, ready to confirm.
  const lastPhase = useRef(state.phase);
  useEffect(() => {
    const previous = lastPhase.current;
    lastPhase.current = state.phase;
    if (booking && state.phase === 'success' && previous !== 'success') {
      navigate(resumeBookingHref(booking));
    }
  }, [booking, state.phase, navigate]);

  // Whatever was under way belonged to the person who left.
  useEffect(() => {
    if (auth.status === 'visitor') purchase.reset();
  }, [auth.status, purchase]);

  return (
    <SignedInScreen
      title={t`Buy Tokens`}
      subtitle={t`Top up with M-Pesa. Your tokens pay for your seat when you book.`}
      nav="tokens"
      back={
        booking ? { href: resumeBookingHref(booking), label: t`Back to your booking` } : undefined
      }
      loading={<TokensLoading />}
      visitor={
        <div className="mt-6 grid gap-5 lg:grid-cols-2 lg:items-start lg:gap-8">
          <SignInPrompt
            title={t`Sign in to buy tokens`}
            text={t`Tokens are kept on your account and bought with an M-Pesa prompt on your registered phone.`}
          />
          <HowItWorks />
        </div>
      }
    >
      {booking ? <BookingTopUpNotice booking={booking} /> : null}
      <SignedInTokens
        phoneNumber={auth.user?.phoneNumber ?? null}
        fallbackBalance={auth.user?.accountBalance ?? null}
        state={state}
        purchase={purchase}
      />
    </SignedInScreen>
  );
}

function SignedInTokens({
  phoneNumber,
  fallbackBalance,
  state,
  purchase,
}: {
  phoneNumber: string | null;
  fallbackBalance: number | null;
  state: PurchaseState;
  purchase: ReturnType<typeof useTokenPurchase>['purchase'];
}) {
  const { t } = useLingui();
  const balance = useQuery(balanceQuery);
  // The profile's balance stands in until the balance call answers (or if it fails).
  const shownBalance = balance.data?.balance ?? fallbackBalance;
  const locked =
    state.phase === 'initiating' || state.phase === 'pending' || state.phase === 'success';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void purchase.start(phoneNumber);
  }

  return (
    // Phones read top to bottom: balance, top-up, send tokens, how it works. Wide screens put the
    // two forms on the right, beside the balance and the steps.
    <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:grid-rows-[auto_1fr_auto] lg:gap-x-8 lg:gap-y-5">
      <BalanceCard balance={shownBalance} unavailable={balance.isError} />
      <WithdrawTokens balance={shownBalance} phoneNumber={phoneNumber} className="lg:col-start-1" />

      <Card className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <h2 id="top-up-title" className="sr-only">
          <Trans>Top up with M-Pesa</Trans>
        </h2>
        <form noValidate onSubmit={submit} className="grid gap-5" aria-labelledby="top-up-title">
          <PhoneField
            phoneNumber={phoneNumber}
            label={t`M-Pesa phone number`}
            hint={t`Your registered number. The payment is made from this M-Pesa line.`}
            placeholder={t`No phone number registered`}
          />
          <AmountField value={state.amountText} onChange={purchase.setAmountText} locked={locked} />
          <div>
            <PurchaseBanner
              state={state}
              onRetry={() => void purchase.retry()}
              onRecheck={purchase.recheck}
              onDismiss={purchase.dismiss}
            />
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={!canPay(state)}
              aria-describedby="prompt-note"
            >
              <PayButtonLabel state={state} />
            </Button>
            <p id="prompt-note" className="mt-3 flex gap-2 text-ink-muted text-sm">
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M6 2.5h8a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-13a1 1 0 0 1 1-1zM9 15h2" />
              </svg>
              <span>
                <Trans>
                  An M-Pesa prompt will arrive on your registered phone. Enter your M-Pesa PIN there
                  to complete the payment.
                </Trans>
              </span>
            </p>
          </div>
        </form>
      </Card>

      <SendTokensCard ownPhone={phoneNumber} className="lg:col-start-2 lg:row-start-3" />

      <HowItWorks className="lg:col-start-1 lg:row-span-2 lg:row-start-2 lg:self-start" />
    </div>
  );
}

/** Buying tokens for a booking: it says so, and offers the way back without paying. */
function BookingTopUpNotice({ booking }: { booking: BookingToResume }) {
  const { t } = useLingui();
  return (
    <Notice
      tone="progress"
      icon={<RideGlyph />}
      title={t`Topping up for your booking`}
      className="mt-6"
      actions={
        <Link href={resumeBookingHref(booking)} className={buttonStyles({ variant: 'secondary' })}>
          <Trans>Back to your booking</Trans>
        </Link>
      }
    >
      <p>
        <Trans>
          Once the payment arrives, you go straight back to the ride to confirm your seats.
        </Trans>
      </p>
    </Notice>
  );
}

function RideGlyph() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 13V9.5l1.6-3.7A1.5 1.5 0 0 1 7 5h6a1.5 1.5 0 0 1 1.4.8L16 9.5V13M4 13h12M4 13v2m12-2v2M6.5 10.5h.01M13.5 10.5h.01" />
    </svg>
  );
}

function PayButtonLabel({ state }: { state: PurchaseState }) {
  if (state.phase === 'initiating') {
    return (
      <>
        <Spinner /> <Trans>Sending prompt…</Trans>
      </>
    );
  }
  if (state.phase === 'pending') {
    return (
      <>
        <Spinner /> <Trans>Waiting for M-Pesa…</Trans>
      </>
    );
  }
  const amount = parseAmount(state.amountText);
  return (
    <>
      <Trans>Make Payment</Trans>
      {state.phase === 'idle' && amountProblem(amount) === null ? (
        <span className="font-normal tabular-nums opacity-90">· {formatKsh(amount)}</span>
      ) : null}
    </>
  );
}

function TokensLoading() {
  return (
    <Loading className="mt-6 grid gap-5">
      <Skeleton className="h-32 w-full rounded-2xl" />
      <Skeleton className="h-96 w-full rounded-2xl" />
    </Loading>
  );
}
