import { defineErrors } from './define-errors.ts';

/** The daily commute: saved places, ride alerts, series and regular bookings, notifications. */
export const COMMUTE_ERRORS = defineErrors({
  saved_place_not_found: { status: 404, message: 'This saved place does not exist.' },
  saved_place_label_taken: {
    status: 409,
    message: 'You already have a place called {label}. Choose another name.',
  },
  saved_places_full: {
    status: 409,
    message: 'You can save Home, Work and up to {max, number} more places. Remove one first.',
  },
  ride_alert_not_found: { status: 404, message: 'This ride alert does not exist.' },
  ride_alerts_full: {
    status: 409,
    message: 'You can keep up to {max, number} ride alerts. Remove one first.',
  },
  series_not_found: { status: 404, message: 'This regular ride does not exist.' },
  ride_not_in_series: {
    status: 409,
    message: 'This ride does not repeat, so it cannot be booked as a regular trip.',
  },
  series_ended: { status: 409, message: 'This regular ride has ended.' },
  series_no_departures: {
    status: 409,
    message: 'This regular ride has no more departures on the days you chose.',
  },
  series_insufficient_seats: {
    status: 409,
    message:
      'Sorry, insufficient seats on {count, plural, one {this date} other {these dates}}: {dates}. Choose other days or fewer seats.',
  },
  series_already_booked: {
    status: 409,
    message:
      'You have already booked this ride on {dates}. Cancel those first or choose other days.',
  },
  series_date_not_found: {
    status: 404,
    message: 'This regular ride has no departure on that date.',
  },
  series_pause_invalid: {
    status: 400,
    message:
      'Choose a holiday that starts today or later and lasts at most {maxDays, number} days.',
  },
  series_approval_first: {
    status: 409,
    message:
      'This driver confirms each passenger: book one of these rides first, and once the driver confirms you, book it regularly.',
  },
  series_booking_not_found: { status: 404, message: 'This regular booking does not exist.' },
  series_booking_cancelled: { status: 409, message: 'This regular booking is already cancelled.' },
  notification_not_found: { status: 404, message: 'This notification does not exist.' },
  push_endpoint_not_allowed: {
    status: 400,
    message: 'This push address is not allowed: it must be a public https address.',
  },
  push_not_configured: {
    status: 503,
    message: 'Notifications on this device are not available right now.',
  },
  push_subscription_not_found: {
    status: 404,
    message: 'This device is not subscribed to your notifications.',
  },
});
