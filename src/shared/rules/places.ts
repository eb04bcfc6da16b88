// How typed place names are asked for (specification document 2 §5: suggestions from 2
// characters), shared by the server's geocoding and the web app's place fields. Zod-free.
import { PLACE_QUERY_LENGTH } from './rides.ts';

/** The text the place search is asked for, or null when it is too short to ask. */
export function placeQuery(text: string): string | null {
  const q = text.trim().replace(/\s+/g, ' ').slice(0, PLACE_QUERY_LENGTH.max).trim();
  return q.length >= PLACE_QUERY_LENGTH.min ? q : null;
}

/**
 * What the product's own places are asked for a typed address, best first: the whole text,
 * then its first part ('Ruiru Town, Kiambu' -> 'Ruiru Town'), since the place names are short
 * and addresses are not.
 */
export function geocodeQueries(text: string): string[] {
  const whole = placeQuery(text);
  const first = placeQuery(text.split(',')[0] ?? '');
  return [...new Set([whole, first].filter((q): q is string => q !== null))];
}
