import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatClock } from '../format-ride';
import type { LiveConnection } from '../live-trip/use-live-trip';
import { LazyTripMap } from './lazy-trip-map';
import type { TripMapProps } from './map-points';

const CONNECTION_WORDS: Record<LiveConnection, MessageDescriptor | null> = {
  off: null,
  connecting: msg`Connecting…`,
  live: msg`Live`,
  reconnecting: msg`Reconnecting…`,
  ended: null,
};

/**
 * The live map of a trip with, under it, when the car's position was taken and whether the
 * screen is receiving new ones: a map that has stopped moving says so.
 */
export function LiveMapCard({
  map,
  recordedAt,
  connection,
  noCar,
  children,
}: {
  map: TripMapProps;
  /** When the car's shown position was taken; null before the first. */
  recordedAt: string | null;
  connection: LiveConnection;
  /** What to say while there is no car to show ('The car shows once the driver starts'). */
  noCar: string;
  /** Above the map: the ETA, the status. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const said = CONNECTION_WORDS[connection];
  const words = said ? t(said) : null;
  const time = recordedAt ? formatClock(new Date(recordedAt)) : null;
  const status = time ? t`Car's position at ${time}` : map.car ? null : noCar;
  return (
    <section aria-label={t`Live map`} className="grid gap-3">
      {children}
      <LazyTripMap {...map} />
      {words || status ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-muted text-sm">
          {words ? (
            <span className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className={`size-2 rounded-full ${connection === 'live' ? 'bg-primary motion-safe:animate-pulse' : 'bg-accent'}`}
              />
              {words}
            </span>
          ) : null}
          {status ? <span data-testid="position-time">{status}</span> : null}
        </p>
      ) : null}
    </section>
  );
}
