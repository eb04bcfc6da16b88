import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** The statuses a trip or booking shows, with the colours of the specification. */
export type TripStatus =
  | 'requested'
  | 'booked'
  | 'scheduled'
  | 'in_progress'
  | 'completed'
  | 'cancelled'
  | 'pending';

const looks: Record<TripStatus, { label: MessageDescriptor; className: string }> = {
  /** A request waiting for the driver who confirms each passenger. */
  requested: { label: msg`Waiting for driver`, className: 'bg-amber-100 text-amber-900' },
  booked: { label: msg`Booked`, className: 'bg-sky-100 text-sky-900' },
  scheduled: { label: msg`Scheduled`, className: 'bg-orange-100 text-orange-900' },
  /** Trip day: the driver has started, the ride is on the road. */
  in_progress: { label: msg`In progress`, className: 'bg-violet-100 text-violet-900' },
  completed: { label: msg`Completed`, className: 'bg-emerald-100 text-emerald-900' },
  cancelled: { label: msg`Cancelled`, className: 'bg-red-100 text-red-900' },
  pending: { label: msg`Pending`, className: 'bg-slate-100 text-slate-800' },
};

/**
 * Reads any status the API answers with (booking 'booked', ride 'active', history 'scheduled',
 * any case) as one of the shown statuses: an active ride is a scheduled one.
 */
export function tripStatus(status: string): TripStatus {
  const lower = status.toLowerCase();
  if (lower === 'active') return 'scheduled';
  return lower in looks ? (lower as TripStatus) : 'pending';
}

/** Booked blue, scheduled orange, in progress violet, completed green, cancelled red. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useLingui();
  const look = looks[tripStatus(status)];
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 font-semibold text-xs ${look.className}`}
    >
      {t(look.label)}
    </span>
  );
}
