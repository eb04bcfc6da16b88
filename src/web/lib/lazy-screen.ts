import { type ComponentType, lazy } from 'react';
import { withAppMessages } from './i18n/catalogues';
import { withQueries } from './with-queries';

/**
 * A screen, in a chunk of its own (routes.tsx, other-routes.tsx): the first visit downloads only
 * the shell and the screen it needs, and the first screen outside the shell brings the words of
 * all the others (lib/i18n), but for the search, which brings only a first booking's
 * (`commute`). Each comes with the query cache (with-queries.tsx).
 */
export function screen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  withMessages = withAppMessages,
) {
  const loadScreen = withQueries(() => withMessages(load)().then(pick));
  // `preload` starts the same download early (lib/route-preload.ts): the browser and React
  // reuse what it fetched when the screen opens.
  return Object.assign(lazy(loadScreen), { preload: loadScreen });
}
