import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { BottomNav } from '../../app-shell/bottom-nav';
import { Card } from '../../components/ui/card';
import { usePageTitle } from '../../components/use-page-title';
import { useAuth } from '../../lib/session/auth-context';
import { readRideToOpen } from '../../rides/booking-return';
import { PopularRoutesCard } from './popular-routes-card';
import { RideSearchFlow } from './ride-search-flow';
import { useRideSearch } from './use-ride-search';

/** Passenger ride search (`/search`): the ride search modal's flow as a page, with popular routes. */
export function SearchScreen() {
  const { t } = useLingui();
  usePageTitle(t`Find a ride`);
  const auth = useAuth();
  const [, navigate] = useLocation();
  // Back from buying tokens (`?ride=…&seats=…`): that ride, ready to confirm; a link to a ride
  // (`?ride=…`, from a notification): its booking step. Then a plain /search, so a reload or Book
  // Another Ride starts afresh.
  const query = useSearch();
  const resume = useMemo(() => readRideToOpen(query), [query]);
  const onResumed = useCallback(() => navigate('/search', { replace: true }), [navigate]);
  const flow = useRideSearch({ resume, onResumed });
  const pickupRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const flowRef = useRef<HTMLDivElement>(null);

  /** After the step has rendered, bring an element of the search form into view and focus. */
  function focusForm(target: 'pickup' | 'submit') {
    requestAnimationFrame(() => {
      const element = target === 'pickup' ? pickupRef.current : submitRef.current;
      flowRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      element?.focus({ preventScroll: true });
    });
  }

  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col">
      <div className="mx-auto w-full max-w-lg flex-1 px-4 pt-6 pb-10 sm:px-6 sm:pt-10 lg:max-w-5xl lg:pt-8">
        <h1 className="font-bold text-2xl text-ink tracking-tight sm:text-3xl">
          <Trans>Find a ride</Trans>
        </h1>
        <p className="mt-1 text-ink-muted">
          <Trans>
            Book a seat with a verified driver going your way. Pay with tokens, get an SMS.
          </Trans>
        </p>
        <div className="mt-6 grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-8">
          <div ref={flowRef} className="scroll-mt-20">
            <Card>
              <RideSearchFlow
                flow={flow}
                onDone={() => navigate('/')}
                pickupRef={pickupRef}
                submitRef={submitRef}
              />
            </Card>
          </div>
          <PopularRoutesCard
            mode="passenger"
            onSelect={(route) => {
              flow.chooseRoute(route);
              focusForm('submit');
            }}
            onSearchAnother={() => {
              flow.reset();
              focusForm('pickup');
            }}
          />
        </div>
      </div>
      {auth.status === 'signed-in' ? <BottomNav active="schedule" /> : null}
    </div>
  );
}
