import { defineErrors } from './define-errors.ts';

/** Rides, bookings, trips and ratings. */
export const RIDE_ERRORS = defineErrors({
  ride_not_found: { status: 404, message: 'This ride does not exist.' },
  own_ride: { status: 400, message: 'You cannot book your own ride.' },
  ride_unavailable: { status: 409, message: 'This ride is no longer available' },
  already_booked: { status: 409, message: 'You have already booked this ride.' },
  insufficient_seats: {
    status: 409,
    message:
      'Sorry, insufficient seats: only {availableSeats, plural, one {# seat is} other {# seats are}} left on this ride.',
  },
  insufficient_tokens: {
    status: 402,
    message:
      'Not enough tokens: payment of KSh {total, number} is required. Please buy tokens and try again.',
  },
  pickup_too_far: {
    status: 400,
    message:
      "Choose a pickup point within {maxDistanceKm, number} km of the ride's route: this one is {distanceKm, number} km away.",
  },
  ride_cancelled_too_often: {
    status: 409,
    message:
      'You have already cancelled {limit, plural, one {a booking} other {# bookings}} on this ride, so you cannot book it again.',
  },
  booking_not_found: { status: 404, message: 'This booking does not exist.' },
  booking_already_cancelled: { status: 409, message: 'This booking is already cancelled.' },
  booking_departed: {
    status: 409,
    message: 'This ride has already left, so the booking can no longer be cancelled.',
  },
  ride_bookings_driver_only: {
    status: 403,
    message: 'Only the driver of this ride can see its bookings.',
  },
  ride_already_cancelled: { status: 409, message: 'This ride is already cancelled.' },
  ride_departed: {
    status: 409,
    message: 'This ride has already left, so it can no longer be cancelled.',
  },
  // Cost sharing and reliability (docs/product-rules.md "Cost sharing and reliability").
  driver_suspended_cancellations: {
    status: 403,
    message:
      'You cancelled 3 rides with passengers less than 12 hours before departure within 30 days, so you cannot offer rides until {when}.',
  },
  booking_not_rebookable: {
    status: 409,
    message: 'Only a booking your driver cancelled can be rebooked this way.',
  },
  booking_already_rebooked: {
    status: 409,
    message: 'You have already rebooked this cancelled booking.',
  },
  // Drivers who confirm each passenger (docs/product-rules.md "Drivers who confirm each passenger").
  approval_too_late: {
    status: 409,
    message:
      'This driver confirms each passenger, and this ride leaves too soon for an answer: choose a ride leaving more than {minutes, number} minutes from now.',
  },
  request_already_answered: {
    status: 409,
    message: 'This booking request has already been answered.',
  },
  request_expired: {
    status: 409,
    message: 'This booking request expired unanswered, and the passenger got their tokens back.',
  },
  request_declined: {
    status: 409,
    message: 'The driver declined your request for this ride, so you cannot ask for it again.',
  },
  request_cancelled: {
    status: 409,
    message: 'This booking request was cancelled, and the passenger got their tokens back.',
  },
  driver_unverified: {
    status: 403,
    message:
      'Verify your account: upload your National ID and wait for approval before scheduling trips.',
  },
  departure_too_soon: { status: 400, message: 'Departure must be at least 1 hour from now.' },
  departure_too_far: { status: 400, message: 'Departure can be at most 90 days from now.' },
  vehicle_not_active: { status: 400, message: 'Choose one of your active vehicles.' },
  too_many_seats: {
    status: 400,
    message:
      'This vehicle takes at most {passengers, plural, one {# passenger} other {# passengers}}.',
  },
  repeat_days_required: { status: 400, message: 'Choose the days of the week this ride repeats.' },
  // Cost sharing (docs/product-rules.md, "Cost sharing and reliability"): a shared car's cost, never a fare.
  price_above_cost_share: {
    status: 422,
    message:
      "Passengers share the car's cost, they do not pay a fare: for {distanceKm, number} km and these seats the price can be at most KSh {maxPricePerSeat, number} a seat.",
  },
  ride_too_short: {
    status: 422,
    message:
      'A ride must be at least {minKm, number} km long to be shared: this one is {distanceKm, number} km.',
  },
  too_many_rides_today: {
    status: 422,
    message:
      'You can offer at most {limit, plural, one {# ride} other {# rides}} a day: this would be more on {dates}.',
  },
  trip_not_found: { status: 404, message: 'This trip does not exist.' },
  trip_not_completed: { status: 409, message: 'You can rate a trip once it is completed.' },
  already_rated: { status: 409, message: 'You have already rated this trip.' },
  popular_route_exists: { status: 409, message: 'This popular route already exists.' },
});
