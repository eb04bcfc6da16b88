import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { NAIROBI_UTC_OFFSET_MINUTES } from '../../../shared/constants';
import type { NotificationKind } from '../../../shared/rules/commute';
import { currentIntlLocale } from '../../lib/i18n/catalogues';

/** The kinds of notification as the settings name them, in the order they are listed. */
export const KIND_NAMES: Record<
  NotificationKind,
  { name: MessageDescriptor; about: MessageDescriptor }
> = {
  booking: {
    name: msg`Bookings`,
    about: msg`Seats booked and cancelled, on your rides and your trips.`,
  },
  trip: { name: msg`Trip day`, about: msg`Your driver on the way, boarding and trips starting.` },
  alert: { name: msg`Ride alerts`, about: msg`New rides on the routes you set alerts for.` },
  payout: { name: msg`Money`, about: msg`Payouts to M-Pesa, refunds and tokens received.` },
  document: { name: msg`Documents`, about: msg`Your National ID and documents reviewed.` },
};

const OFFSET_MS = NAIROBI_UTC_OFFSET_MINUTES * 60_000;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const months = new Map<string, Intl.DateTimeFormat>();

/** 'Nov' ('Nov' in Kiswahili too, 'Des' for December) of a month 0-11. */
function monthShort(month: number): string {
  const locale = currentIntlLocale();
  let format = months.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short' });
    months.set(locale, format);
  }
  return format.format(new Date(Date.UTC(2024, month, 15)));
}

/** Nairobi's calendar day number of an instant, for comparing days. */
const nairobiDay = (at: Date) => Math.floor((at.getTime() + OFFSET_MS) / DAY);

/**
 * When a notification came, in Nairobi time: 'Just now', '5 min ago', '3 h ago' today,
 * 'Yesterday, 18:04', then '12 Nov, 07:30'; in the language on screen (its component calls
 * useLingui(), so a switch re-renders it).
 */
export function receivedText(at: Date, now: Date): string {
  const ago = now.getTime() - at.getTime();
  const local = new Date(at.getTime() + OFFSET_MS);
  const clock = local.toISOString().slice(11, 16);
  if (ago < MINUTE) return t`Just now`;
  const days = nairobiDay(now) - nairobiDay(at);
  if (days === 0) {
    const minutes = Math.floor(ago / MINUTE);
    if (ago < 60 * MINUTE) return t`${minutes} min ago`;
    const hours = Math.floor(ago / (60 * MINUTE));
    return t`${hours} h ago`;
  }
  if (days === 1) return t`Yesterday, ${clock}`;
  return `${local.getUTCDate()} ${monthShort(local.getUTCMonth())}, ${clock}`;
}

/**
 * Where tapping a notification leads: an app path only (`/search?ride=…`, `/trips`), never an
 * address elsewhere, whatever a notification carries.
 */
export function safeLink(link: string | null): string | null {
  if (!link?.startsWith('/') || link.startsWith('//') || link.includes('\\')) return null;
  return link;
}
