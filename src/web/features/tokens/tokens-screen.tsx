import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef } from 'react';
import { BottomNav } from '../../components/bottom-nav';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../components/use-page-title';
import { useAuth } from '../auth/auth-context';
import { AmountField } from './amount-field';
import { BalanceCard } from './balance-card';
import { formatKsh } from './format-tokens';
import { HowItWorks } from './how-it-works';
import { PhoneField } from './phone-field';
import { PurchaseBanner } from './purchase-banner';
import { canPay, type PurchaseState } from './token-purchase';
import { amountProblem, parseAmount } from './token-purchase-rules';
import { useTokenPurchase } from './use-token-purchase';
import { BALANCE_QUERY_KEY, type BalanceResponse } from './wallet-api';

/** Buy Tokens (`/tokens`, specification document 2 §2 and §4): top up with an M-Pesa prompt. */
export function TokensScreen() {
  usePageTitle('Buy Tokens');
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  const { state, purchase } = useTokenPurchase();

  // A visitor who opens /tokens is asked to sign in, once; signing out later does not ask again.
  const asked = useRef(false);
  useEffect(() => {
    if (auth.status === 'signed-in') asked.current = true;
    if (auth.status !== 'visitor') return;
    // Whatever was under way belonged to the person who left.
    purchase.reset();
    if (asked.current) return;
    asked.current = true;
    auth.openSignIn();
  }, [auth.status, auth.openSignIn, purchase]);

  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col">
      <div className="mx-auto w-full max-w-lg flex-1 px-4 pt-6 pb-10 sm:px-6 sm:pt-10 lg:max-w-5xl lg:pt-8">
        <h1 className="font-bold text-2xl text-ink tracking-tight sm:text-3xl">Buy Tokens</h1>
        <p className="mt-1 text-ink-muted">
          Top up with M-Pesa. Your tokens pay for your seat when you book.
        </p>
        {auth.status === 'checking' ? <TokensLoading /> : null}
        {auth.status === 'visitor' ? (
          <div className="mt-6 grid gap-5 lg:grid-cols-2 lg:items-start lg:gap-8">
            <SignInPrompt onSignIn={() => auth.openSignIn()} />
            <HowItWorks />
          </div>
        ) : null}
        {signedIn ? (
          <SignedInTokens
            phoneNumber={auth.user?.phoneNumber ?? null}
            fallbackBalance={auth.user?.accountBalance ?? null}
            state={state}
            purchase={purchase}
          />
        ) : null}
      </div>
      {signedIn ? <BottomNav active="tokens" /> : null}
    </div>
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
  const balance = useQuery<BalanceResponse>({ queryKey: BALANCE_QUERY_KEY });
  // The profile's balance stands in until the balance call answers (or if it fails).
  const shownBalance = balance.data?.balance ?? fallbackBalance;
  const locked =
    state.phase === 'initiating' || state.phase === 'pending' || state.phase === 'success';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void purchase.start(phoneNumber);
  }

  return (
    // Phones read top to bottom: balance, form, how it works. Wide screens put the form on the
    // right, beside the balance and the steps.
    <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8 lg:gap-y-5">
      <BalanceCard balance={shownBalance} unavailable={balance.isError} />

      <Card className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <h2 id="top-up-title" className="sr-only">
          Top up with M-Pesa
        </h2>
        <form noValidate onSubmit={submit} className="grid gap-5" aria-labelledby="top-up-title">
          <PhoneField phoneNumber={phoneNumber} />
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
                An M-Pesa prompt will arrive on your registered phone. Enter your M-Pesa PIN there
                to complete the payment.
              </span>
            </p>
          </div>
        </form>
      </Card>

      <HowItWorks className="lg:col-start-1 lg:row-start-2 lg:self-start" />
    </div>
  );
}

function PayButtonLabel({ state }: { state: PurchaseState }) {
  if (state.phase === 'initiating') {
    return (
      <>
        <Spinner /> Sending prompt…
      </>
    );
  }
  if (state.phase === 'pending') {
    return (
      <>
        <Spinner /> Waiting for M-Pesa…
      </>
    );
  }
  const amount = parseAmount(state.amountText);
  return (
    <>
      Make Payment
      {state.phase === 'idle' && amountProblem(amount) === null ? (
        <span className="font-normal tabular-nums opacity-90">· {formatKsh(amount)}</span>
      ) : null}
    </>
  );
}

function TokensLoading() {
  return (
    <div className="mt-6 grid gap-5" role="status">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-32 w-full rounded-2xl" />
      <Skeleton className="h-96 w-full rounded-2xl" />
    </div>
  );
}

function SignInPrompt({ onSignIn }: { onSignIn(): void }) {
  return (
    <Card className="text-center">
      <svg viewBox="0 0 48 48" aria-hidden="true" className="mx-auto size-12">
        <circle cx="24" cy="24" r="24" className="fill-primary-soft" />
        <path
          d="M17 22v-4a7 7 0 0 1 14 0v4M15 22h18v12H15zM24 27v3"
          fill="none"
          className="stroke-primary"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="mt-3 font-semibold text-ink text-lg">Sign in to buy tokens</p>
      <p className="mx-auto mt-1 max-w-sm text-ink-muted">
        Tokens are kept on your account and bought with an M-Pesa prompt on your registered phone.
      </p>
      <Button size="lg" className="mt-5 w-full sm:w-auto" onClick={onSignIn}>
        Sign in
      </Button>
    </Card>
  );
}
