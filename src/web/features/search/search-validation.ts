import { isFutureDeparture } from '../../rides/departure-time';
import type { SearchFormValues } from './search-form-values';
import { type Message, SEARCH_MESSAGES } from './search-messages';

/**
 * Find Available Rides is enabled once both place texts hold something (specification §5);
 * a text of spaces only gets past the button and is refused by `searchProblem`.
 */
export function canSubmitSearch(form: SearchFormValues): boolean {
  return form.pickup.text.length > 0 && form.destination.text.length > 0;
}

/**
 * The first problem with the form that needs no server to find: a missing pickup, a missing
 * destination, a departure not in the future. Addresses are checked afterwards by geocoding.
 */
export function searchProblem(form: SearchFormValues, now: Date): Message | null {
  if (!form.pickup.text.trim()) return SEARCH_MESSAGES.pickupRequired;
  if (!form.destination.text.trim()) return SEARCH_MESSAGES.destinationRequired;
  if (!isFutureDeparture(form.date, form.time, now)) return SEARCH_MESSAGES.invalidDeparture;
  return null;
}
