import type { SeriesAction, SeriesChange } from './series-api';

/** A toast's words. */
export interface Message {
  title: string;
  description: string;
}

const passengers = (count: number) =>
  `${count} ${count === 1 ? 'booking was' : 'bookings were'} refunded in full and the passengers told by SMS.`;

/** What the confirmation says will happen to the passengers, before anything changes. */
export function seriesActionWarning(action: SeriesAction['kind'], bookedSeats: number): string {
  const told =
    bookedSeats > 0
      ? 'Passengers booked on those dates get a full refund of their tokens and are told by SMS.'
      : 'Nobody has booked those dates yet.';
  switch (action) {
    case 'skip':
      return bookedSeats > 0
        ? `This departure is cancelled. Its passengers (${bookedSeats} ${bookedSeats === 1 ? 'seat' : 'seats'}) get a full refund of their tokens and are told by SMS.`
        : 'This departure is cancelled. Nobody has booked it yet.';
    case 'pause':
      return `Every departure during the holiday is cancelled. ${told}`;
    case 'end':
      return `Every departure still to come is cancelled and the ride stops repeating. ${told}`;
    case 'resume':
      return 'Departures are added again for the days the holiday still covers, 4 weeks ahead.';
  }
}

/** The toast after a change went through, with what it did to the passengers. */
export function seriesChangedMessage(action: SeriesAction['kind'], change: SeriesChange): Message {
  const title = {
    skip: 'Date skipped',
    pause: 'Regular ride paused',
    resume: 'Regular ride resumed',
    end: 'Regular ride ended',
  }[action];
  const cancelled = change.cancelledRides;
  const rides =
    cancelled > 0 ? `${cancelled} ${cancelled === 1 ? 'departure' : 'departures'} cancelled. ` : '';
  const refunds = change.refundedBookings > 0 ? passengers(change.refundedBookings) : '';
  return {
    title,
    description: `${rides}${refunds}`.trim() || 'Your passengers see the change at once.',
  };
}
