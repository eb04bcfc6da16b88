import { NAIROBI_UTC_OFFSET_MINUTES } from '../../../shared/constants';
import type { NotificationKind } from '../../../shared/rules/commute';

/** The kinds of notification as the settings name them, in the order they are listed. */
export const KIND_NAMES: Record<NotificationKind, { name: string; about: string }> = {
  booking: { name: 'Bookings', about: 'Seats booked and cancelled, on your rides and your trips.' },
  trip: { name: 'Trip day', about: 'Your driver on the way, boarding and trips starting.' },
  alert: { name: 'Ride alerts', about: 'New rides on the routes you set alerts for.' },
  payout: { name: 'Money', about: 'Payouts to M-Pesa, refunds and tokens received.' },
  document: { name: 'Documents', about: 'Your National ID and documents reviewed.' },
};

const OFFSET_MS = NAIROBI_UTC_OFFSET_MINUTES * 60_000;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Nairobi's calendar day number of an instant, for comparing days. */
const nairobiDay = (at: Date) => Math.floor((at.getTime() + OFFSET_MS) / DAY);

/**
 * When a notification came, in Nairobi time: 'Just now', '5 min ago', '3 h ago' today,
 * 'Yesterday, 18:04', then '12 Nov, 07:30'.
 */
export function receivedText(at: Date, now: Date): string {
  const ago = now.getTime() - at.getTime();
  const local = new Date(at.getTime() + OFFSET_MS);
  const clock = local.toISOString().slice(11, 16);
  if (ago < MINUTE) return 'Just now';
  const days = nairobiDay(now) - nairobiDay(at);
  if (days === 0) {
    if (ago < 60 * MINUTE) return `${Math.floor(ago / MINUTE)} min ago`;
    return `${Math.floor(ago / (60 * MINUTE))} h ago`;
  }
  if (days === 1) return `Yesterday, ${clock}`;
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]}, ${clock}`;
}

/**
 * Where tapping a notification leads: an app path only (`/search?ride=…`, `/trips`), never an
 * address elsewhere, whatever a notification carries.
 */
export function safeLink(link: string | null): string | null {
  if (!link?.startsWith('/') || link.startsWith('//') || link.includes('\\')) return null;
  return link;
}
