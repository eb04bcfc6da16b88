import { t } from '@lingui/core/macro';
import { minutesOfDay, timeOfDay } from '../../../shared/rules/commute';
import { SEARCH_WINDOW_MINUTES } from '../../../shared/rules/rides';
import type { RideAlertRequest } from '../../../shared/schemas/commute';
import type { Location } from '../../../shared/schemas/rides';
import type { AlertPrefill } from '../../rides/alert-prefill';
import { weekdaysText } from '../../rides/weekdays';

// The ride alert form's rules and words; the words in the language on screen (Lingui's global
// i18n), so the components showing them call useLingui() and re-render on a switch.

/** The radii offered, in km; a search's own radius joins them when it is another. */
export const ALERT_RADII = [1, 2, 5, 10, 20] as const;

export interface AlertFormValues {
  pickup: Location | null;
  destination: Location | null;
  departureTime: string;
  weekdays: number[];
  maxDistance: number;
}

export type AlertFormErrors = Partial<
  Record<'pickup' | 'destination' | 'departureTime' | 'weekdays', string>
>;

export const alertFormValues = (prefill: AlertPrefill): AlertFormValues => ({ ...prefill });

/** The radius choices for a form: the usual ones and the form's own, smallest first. */
export function radiusChoices(current: number): number[] {
  return [...new Set([...ALERT_RADII, current])].sort((a, b) => a - b);
}

/** The alert to send, or what to fix first. */
export function readAlertForm(
  values: AlertFormValues,
): { ok: true; alert: RideAlertRequest } | { ok: false; errors: AlertFormErrors } {
  const errors: AlertFormErrors = {};
  if (!values.pickup) errors.pickup = t`Choose where you start.`;
  if (!values.destination) errors.destination = t`Choose where you are going.`;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.departureTime)) {
    errors.departureTime = t`Choose a time, such as 07:30.`;
  }
  if (values.weekdays.length === 0) errors.weekdays = t`Choose at least one day.`;
  if (!values.pickup || !values.destination || Object.keys(errors).length > 0) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    alert: {
      pickupLocation: values.pickup,
      destination: values.destination,
      maxDistance: values.maxDistance,
      departureTime: values.departureTime,
      weekdays: [...new Set(values.weekdays)].sort(),
    },
  };
}

/**
 * The window an alert watches, as the search rules set it: '06:30–10:00' for 07:00. Like the
 * server's matching it runs across midnight: '22:00–01:30' for 22:30 (rides early the next day).
 */
export function alertWindowText(departureTime: string): string {
  const at = minutesOfDay(departureTime);
  const day = 24 * 60;
  const from = (at - SEARCH_WINDOW_MINUTES.before + day) % day;
  const until = (at + SEARCH_WINDOW_MINUTES.after) % day;
  return `${timeOfDay(from)}–${timeOfDay(until)}`;
}

/** 'Mon–Fri, leaving 06:30–10:00, within 5 km': an alert's line under its route. */
export function alertSummary(alert: {
  weekdays: readonly number[];
  departureTime: string;
  maxDistance: number;
}): string {
  const days = weekdaysText(alert.weekdays);
  const window = alertWindowText(alert.departureTime);
  const distance = alert.maxDistance;
  return t`${days}, leaving ${window}, within ${distance} km`;
}
