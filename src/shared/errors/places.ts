import { defineErrors } from './define-errors.ts';

/** The place search, place details and geocoding (Google Maps when a key is set). */
export const PLACE_ERRORS = defineErrors({
  location_services_unavailable: {
    status: 503,
    message: 'Location Services Unavailable. You can still search by typing addresses manually.',
  },
  place_not_found: {
    status: 404,
    message: 'This place was not found. Try another name, a common place or the map.',
  },
  /** Past the hourly Google look-ups of a person or address; place suggestions still answer. */
  place_lookups_limited: {
    status: 429,
    message:
      'Too many address look-ups for now. Choose a suggested place, a common place or the map, or try again later.',
  },
});
