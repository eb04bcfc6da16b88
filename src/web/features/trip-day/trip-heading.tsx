import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { addDays, nairobiDate } from '../../rides/departure-time';
import { formatClock, formatDeparture } from '../../rides/format-ride';
import { RouteLine } from '../../rides/ride-summary';

/**
 * 'Departs today, 7:40 am', 'Departs Mon 23 Nov, 7:40 am', in the language on screen (its
 * component calls useLingui(), so a switch re-renders it).
 */
export function departsText(departureTime: string, now: number): string {
  const at = new Date(departureTime);
  if (!Number.isNaN(at.getTime())) {
    const clock = formatClock(at);
    const day = nairobiDate(at);
    const today = nairobiDate(new Date(now));
    if (day === today) return t`Departs today, ${clock}`;
    if (day === addDays(today, 1)) return t`Departs tomorrow, ${clock}`;
  }
  const when = formatDeparture(departureTime, new Date(now));
  return t`Departs ${when}`;
}

/**
 * The top of the trip screen: when and where, what is happening now in a few words, and the
 * SOS button within reach. `children` is what to do about it (Start trip, the ETA).
 */
export function TripHeading({
  departureTime,
  from,
  to,
  title,
  text,
  now,
  sos,
  children,
}: {
  departureTime: string;
  from: string;
  to: string;
  title: string;
  text: string;
  now: number;
  sos: ReactNode;
  children?: ReactNode;
}) {
  useLingui();
  return (
    <Card className="grid gap-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-primary-strong text-sm tabular-nums">
            {departsText(departureTime, now)}
          </p>
          <h2 className="mt-1 font-bold text-ink text-xl tracking-tight" data-testid="trip-status">
            {title}
          </h2>
          <p className="mt-1 text-ink-muted text-sm">{text}</p>
        </div>
        {sos}
      </div>
      {children}
      <div className="border-line border-t pt-4">
        <RouteLine from={from} to={to} />
      </div>
    </Card>
  );
}
