import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { withAppMessages } from '../../lib/i18n/catalogues';
import type { TripMapProps } from './map-points';

// Leaflet and its CSS (about 45 kB gzipped) arrive only where a map is drawn: the trip screen,
// the share page and the agents' incidents. Every other screen, the landing page first, goes
// without them.
const TripMap = lazy(() =>
  withAppMessages(() => import('./trip-map'))().then((m) => ({ default: m.TripMap })),
);

/** The trip map, loaded on first use; a plain panel of its size holds its place meanwhile. */
export function LazyTripMap(props: TripMapProps) {
  const size = props.className ?? 'h-64';
  return (
    <Suspense
      fallback={
        <div
          role="status"
          className={`flex items-center justify-center rounded-2xl border border-line bg-[#e6eee9] text-ink-muted text-sm ${size}`}
        >
          <Trans>Loading map…</Trans>
        </div>
      }
    >
      <TripMap {...props} />
    </Suspense>
  );
}
