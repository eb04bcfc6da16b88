/** A point in WGS84 degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/**
 * What a place field holds: the text shown, and the point when it was picked from the
 * suggestions (or a popular route, or a remembered search). A typed text has no point and is
 * geocoded when the search runs.
 */
export interface PlaceValue {
  text: string;
  point: LatLng | null;
}

export interface SearchFormValues {
  pickup: PlaceValue;
  destination: PlaceValue;
  /** Nairobi calendar date, 'YYYY-MM-DD' (a date input's value). */
  date: string;
  /** Nairobi wall-clock time, 'HH:MM' (a time input's value). */
  time: string;
}

export const emptyPlace: PlaceValue = { text: '', point: null };

/** A text typed by hand: it no longer stands for the point that was picked. */
export function typedPlace(text: string): PlaceValue {
  return { text, point: null };
}

/** A saved place (Home, Work, …) in a place field: its address, and its point, so no lookup. */
export function savedPlaceValue(place: LatLng & { address: string }): PlaceValue {
  return { text: place.address, point: { latitude: place.latitude, longitude: place.longitude } };
}

/** A field's picked place as a location (to compare with saved places); a typed text has none. */
export function pickedLocation(value: PlaceValue) {
  return value.point ? { ...value.point, address: value.text } : null;
}

/** The parts of a popular route a search needs. */
export interface RouteChoice {
  fromLocation: string;
  toLocation: string;
  fromLatitude: number;
  fromLongitude: number;
  toLatitude: number;
  toLongitude: number;
}

/** Fills pickup and destination from a popular route, coordinates included; keeps date and time. */
export function withRoute(form: SearchFormValues, route: RouteChoice): SearchFormValues {
  return {
    ...form,
    pickup: {
      text: route.fromLocation,
      point: { latitude: route.fromLatitude, longitude: route.fromLongitude },
    },
    destination: {
      text: route.toLocation,
      point: { latitude: route.toLatitude, longitude: route.toLongitude },
    },
  };
}
