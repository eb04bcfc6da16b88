// The numbers of the daily commute (decisions.md "The daily commute"): saved places, ride alerts,
// series and notifications, for the server's rules and the screens. Zod-free.

/** Saved places besides Home and Work. */
export const MAX_OTHER_SAVED_PLACES = 8;
/** The two labels every person may have once each, whatever the case they are typed in. */
export const HOME_LABEL = 'Home';
export const WORK_LABEL = 'Work';
export const SAVED_PLACE_LABEL_MAX = 30;
export const MAX_RIDE_ALERTS = 10;
/** Ride-alert SMS per person per Nairobi day; beyond it alerts reach the inbox (and push) only. */
export const ALERT_SMS_PER_DAY = 3;
/** A series' departures are kept this many weeks ahead. */
export const SERIES_WEEKS_AHEAD = 4;
/** The longest holiday a series may be paused for, in days. */
export const SERIES_PAUSE_MAX_DAYS = 90;
/** Notifications per page of the inbox. */
export const INBOX_PAGE = { default: 30, max: 100 } as const;

export const notificationKinds = ['booking', 'trip', 'alert', 'payout', 'document'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** What a person gets when they never chose: push where allowed, else SMS, for every kind. */
export const DEFAULT_NOTIFICATION_PREFERENCE = { push: true, sms: true } as const;

/** Is this label Home or Work (in any case)? */
export function fixedLabel(label: string): 'Home' | 'Work' | null {
  const lower = label.trim().toLowerCase();
  if (lower === HOME_LABEL.toLowerCase()) return HOME_LABEL;
  if (lower === WORK_LABEL.toLowerCase()) return WORK_LABEL;
  return null;
}

/** '07:30' -> 450 minutes after midnight. */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 450 -> '07:30'. */
export function timeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
