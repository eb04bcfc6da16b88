/** One address suggestion: a name, the line under it, and the id its point is looked up by. */
export interface MapsSuggestion {
  placeId: string;
  name: string;
  detail: string | null;
}

/** A point with the address people read for it. */
export interface MapsPlace {
  address: string;
  latitude: number;
  longitude: number;
}

/**
 * A maps service for addresses in Kenya (Google when `GOOGLE_MAPS_API_KEY` is set; without it the
 * places feature answers from the product's own places). Every method throws
 * `MapsUnavailableError` when the service fails or does not answer in time.
 */
export interface MapsProvider {
  name: string;
  /**
   * Every suggestion the service gives for the text (Autocomplete gives at most 5). The session
   * token, one per picking session, makes its requests and the Place Details that ends it one
   * billed session.
   */
  suggest(text: string, sessionToken?: string): Promise<MapsSuggestion[]>;
  /** The point of a suggestion, or null when the id names no place. */
  details(placeId: string, sessionToken?: string): Promise<MapsPlace | null>;
  /** The best match for a typed address, or null when nothing matches. */
  geocode(address: string): Promise<MapsPlace | null>;
  /** The driving distance of the usual road route between two points, or null without one. */
  directions(from: MapsPoint, to: MapsPoint): Promise<MapsRoute | null>;
}

/** A point in WGS84 degrees. */
export interface MapsPoint {
  latitude: number;
  longitude: number;
}

/** A road route's length. */
export interface MapsRoute {
  distanceKm: number;
}

/** The maps service failed; the reason is for the log and never holds the key. */
export class MapsUnavailableError extends Error {
  override name = 'MapsUnavailableError';
}
