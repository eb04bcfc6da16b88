import { defineErrors } from './define-errors.ts';

/** Drivers' vehicles. */
export const VEHICLE_ERRORS = defineErrors({
  vehicle_not_found: { status: 404, message: 'This vehicle does not exist.' },
  plate_taken: {
    status: 409,
    message: 'A vehicle with this number plate is already registered on Pamoja.',
  },
  make_unknown: { status: 404, message: 'Choose the make from the list.' },
  model_not_of_make: { status: 400, message: 'Choose a model of this make from the list.' },
  vehicle_in_use: {
    status: 409,
    message:
      'This vehicle is used by {rides, plural, one {# upcoming ride} other {# upcoming rides}}{withPassengers, plural, =0 {} other {, # with booked passengers}}. Cancel those rides first, then {action, select, deactivate {deactivate} other {delete}} it.',
  },
  vehicle_seats_in_use: {
    status: 409,
    message:
      'Upcoming rides in this vehicle offer more seats than that. Change or cancel them first.',
  },
});
