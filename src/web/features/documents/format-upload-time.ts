import { plural, t } from '@lingui/core/macro';
import { NAIROBI_TIME_ZONE } from '../../../shared/constants';
import { currentIntlLocale } from '../../lib/i18n/catalogues';

// Components showing these call useLingui(), so they re-render in a new language.

const formats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: NAIROBI_TIME_ZONE,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    });
    formats.set(locale, format);
  }
  return format;
}

/**
 * 12 May 2025, 9:41 am (Kiswahili: 12 Mei 2025, 9:41 AM), in Nairobi time whatever the device's
 * clock zone. '' when unreadable.
 */
export function formatNairobiDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = currentIntlLocale();
  if (locale !== 'en-KE') return dateTimeFormat(locale).format(date);
  return dateTimeFormat('en-GB')
    .format(date)
    .replace(/\b(AM|PM)\b/, (m) => m.toLowerCase());
}

/** How long since, in whole minutes, hours or days. */
export type Age =
  | { unit: 'now' }
  | { unit: 'minutes' | 'hours' | 'days'; count: number }
  | { unit: 'unknown' };

export function ageOf(iso: string, now: number = Date.now()): Age {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (!Number.isFinite(minutes)) return { unit: 'unknown' };
  if (minutes < 1) return { unit: 'now' };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}

/** How long ago, for a queue worked oldest first: 'just now', '25 min ago', '3 h ago', '2 days ago'. */
export function formatAge(iso: string, now: number = Date.now()): string {
  const age = ageOf(iso, now);
  if (age.unit === 'unknown') return '';
  if (age.unit === 'now') return t`just now`;
  const { count } = age;
  if (age.unit === 'minutes') return t`${plural(count, { one: '# min ago', other: '# min ago' })}`;
  if (age.unit === 'hours') return t`${plural(count, { one: '# h ago', other: '# h ago' })}`;
  return t`${plural(count, { one: '# day ago', other: '# days ago' })}`;
}
