import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { withCommuteMessages } from '../../lib/i18n/catalogues';
import type { RouteChoice } from './search-form-values';

// Opens the ride search modal from anywhere (the home screen's "Where are you going?" card, a
// suggested route, the header's Book Ride). The modal's code loads on the first opening only.

const RideSearchDialog = lazy(() =>
  withCommuteMessages(() => import('./ride-search-dialog'))().then((m) => ({
    default: m.RideSearchDialog,
  })),
);

interface LauncherState {
  wanted: boolean;
  open: boolean;
  route: RouteChoice | null;
  /** A new opening starts a new search (the form restores the last one). */
  opening: number;
}

let state: LauncherState = { wanted: false, open: false, route: null, opening: 0 };
const listeners = new Set<() => void>();

function publish(next: LauncherState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the ride search modal, with a popular route's places filled in when one is given. */
export function openRideSearch(route?: RouteChoice | null): void {
  publish({ wanted: true, open: true, route: route ?? null, opening: state.opening + 1 });
}

export function closeRideSearch(): void {
  publish({ ...state, open: false });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => state;

/** Mount once inside AuthProvider and QueryClientProvider (e.g. on the home screen). */
export function RideSearchHost() {
  const current = useSyncExternalStore(subscribe, read, read);
  // A link inside the modal (Buy tokens) leads to another screen: the modal stays behind.
  const [location] = useLocation();
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    if (state.open) closeRideSearch();
  }, [location]);
  if (!current.wanted) return null;
  return (
    <Suspense
      fallback={
        <div className="fixed inset-0 z-40 bg-ink/50" role="status">
          <span className="sr-only">
            <Trans>Opening ride search…</Trans>
          </span>
        </div>
      }
    >
      <RideSearchDialog
        key={current.opening}
        open={current.open}
        route={current.route}
        onOpenChange={(open) => (open ? publish({ ...state, open }) : closeRideSearch())}
      />
    </Suspense>
  );
}
