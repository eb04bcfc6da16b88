import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { RouteFallback } from './app-shell/route-fallback';
import { HomeScreen } from './features/home/home-screen';
import { withCommuteMessages } from './lib/i18n/catalogues';
import { screen } from './lib/lazy-screen';
import { registerRoutePreload } from './lib/route-preload';

const SearchScreen = screen(
  () => import('./features/search/search-screen'),
  (m) => m.SearchScreen,
  withCommuteMessages,
);

registerRoutePreload('/search', SearchScreen.preload);

/** The paths whose routes come with the app's entry: a visitor's first view and first booking. */
const FIRST_PATHS = new Set(['/', '/search']);

const loadOtherRoutes = () => import('./other-routes');
// The table of every other screen (other-routes.tsx), downloaded when one is first opened.
const OtherRoutes = lazy(() => loadOtherRoutes().then((m) => ({ default: m.OtherRoutes })));

/**
 * Starting on another screen (a link from an SMS, a notification, a reload): its route table is
 * fetched beside the first words, rather than after them, so the screen's chunk is not a step
 * further away.
 */
export function preloadRoutes(pathname: string): void {
  if (!FIRST_PATHS.has(pathname)) void loadOtherRoutes();
}

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        <Route path="/" component={HomeScreen} />
        <Route path="/search" component={SearchScreen} />
        <Route component={OtherRoutes} />
      </Switch>
    </Suspense>
  );
}
