// What other features use of this one; everything else in the folder is its own business.
export { CancelTripDialog } from './cancel-trip-dialog';
export { vehicleText } from './trip-messages';
export {
  DRIVER_UPCOMING_QUERY_KEY,
  type DriverBookingRecord,
  type DriverTripRecord,
  FRESH,
  tripBookingsQuery,
} from './trips-api';
