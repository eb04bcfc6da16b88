// What other features use of this one; everything else in the folder is its own business.
export { CancelTripDialog } from './cancel-trip-dialog';
export { vehicleText } from './trip-messages';
export {
  type DriverBookingRecord,
  type DriverTripRecord,
  rideBookingsQuery,
} from './trips-api';
