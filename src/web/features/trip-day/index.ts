// What other features use of this one; everything else in the folder is its own business.
export { RateTripDialog } from './rate-trip-dialog';
export { departsText } from './trip-heading';
