// What other features use of this one; everything else in the folder is its own business.

export { LocationField } from './location-field';
export { LocationPickerDialog } from './location-picker-dialog';
