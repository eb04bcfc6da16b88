import { NAIROBI_TIME_ZONE } from '../../../shared/constants';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: NAIROBI_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});

/** 12 May 2025, 9:41 am, in Nairobi time whatever the device's clock zone. '' when unreadable. */
export function formatNairobiDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTime.format(date).replace(/\b(AM|PM)\b/, (m) => m.toLowerCase());
}

/** How long ago, for a queue worked oldest first: 'just now', '25 min ago', '3 h ago', '2 days ago'. */
export function formatAge(iso: string, now: number = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (!Number.isFinite(minutes)) return '';
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}
