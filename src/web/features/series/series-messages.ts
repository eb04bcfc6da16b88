import { plural, t } from '@lingui/core/macro';
import type { SeriesAction, SeriesChange } from './series-api';

// What a driver is told about changing a regular ride, in the language on screen (Lingui's
// global i18n): the components showing it call useLingui(), so a switch re-renders it.

/** A toast's words. */
export interface Message {
  title: string;
  description: string;
}

/** What the confirmation says will happen to the passengers, before anything changes. */
export function seriesActionWarning(action: SeriesAction['kind'], bookedSeats: number): string {
  switch (action) {
    case 'skip':
      return bookedSeats > 0
        ? t`This departure is cancelled. Its passengers (${plural(bookedSeats, { one: '# seat', other: '# seats' })}) get a full refund of their tokens and are told by SMS.`
        : t`This departure is cancelled. Nobody has booked it yet.`;
    case 'pause':
      return bookedSeats > 0
        ? t`Every departure during the holiday is cancelled. Passengers booked on those dates get a full refund of their tokens and are told by SMS.`
        : t`Every departure during the holiday is cancelled. Nobody has booked those dates yet.`;
    case 'end':
      return bookedSeats > 0
        ? t`Every departure still to come is cancelled and the ride stops repeating. Passengers booked on those dates get a full refund of their tokens and are told by SMS.`
        : t`Every departure still to come is cancelled and the ride stops repeating. Nobody has booked those dates yet.`;
    case 'resume':
      return t`Departures are added again for the days the holiday still covers, 4 weeks ahead.`;
  }
}

function changedTitle(action: SeriesAction['kind']): string {
  switch (action) {
    case 'skip':
      return t`Date skipped`;
    case 'pause':
      return t`Regular ride paused`;
    case 'resume':
      return t`Regular ride resumed`;
    case 'end':
      return t`Regular ride ended`;
  }
}

/** The toast after a change went through, with what it did to the passengers. */
export function seriesChangedMessage(action: SeriesAction['kind'], change: SeriesChange): Message {
  const cancelled = change.cancelledRides;
  const refunded = change.refundedBookings;
  const rides = t`${plural(cancelled, { one: '# departure cancelled.', other: '# departures cancelled.' })}`;
  const refunds = t`${plural(refunded, { one: '# booking was refunded in full and the passengers told by SMS.', other: '# bookings were refunded in full and the passengers told by SMS.' })}`;
  const description =
    cancelled > 0 && refunded > 0
      ? `${rides} ${refunds}`
      : cancelled > 0
        ? rides
        : refunded > 0
          ? refunds
          : t`Your passengers see the change at once.`;
  return { title: changedTitle(action), description };
}
