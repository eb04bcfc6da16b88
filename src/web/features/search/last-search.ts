import { LAST_SEARCH_KEY } from '../../lib/storage-keys';
import { defaultDeparture, departureIso, nairobiDate } from '../../rides/departure-time';
import type { LatLng, PlaceValue, SearchFormValues } from './search-form-values';

/**
 * The last search, kept in the browser (specification §3: pickup, destination, date, time,
 * timestamp). The points are ours: a remembered place needs no geocoding when searched again.
 */
export interface LastSearch {
  pickup: string;
  destination: string;
  date: string;
  time: string;
  timestamp: number;
  pickupPoint: LatLng | null;
  destinationPoint: LatLng | null;
}

export { LAST_SEARCH_KEY };

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage, or null where the browser refuses it (storage off, some private modes). */
export function browserStorage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function saveLastSearch(
  store: KeyValueStore | null,
  form: SearchFormValues,
  now: Date,
): void {
  const entry: LastSearch = {
    pickup: form.pickup.text.trim(),
    destination: form.destination.text.trim(),
    date: form.date,
    time: form.time,
    timestamp: now.getTime(),
    pickupPoint: form.pickup.point,
    destinationPoint: form.destination.point,
  };
  try {
    store?.setItem(LAST_SEARCH_KEY, JSON.stringify(entry));
  } catch {
    // Full or refused storage: the search works the same, it just is not remembered.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

function readPoint(value: unknown): LatLng | null {
  const p = value as Partial<LatLng> | null;
  if (!p || typeof p !== 'object') return null;
  const { latitude, longitude } = p;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** The remembered search, or null when there is none or it cannot be read. */
export function readLastSearch(store: KeyValueStore | null): LastSearch | null {
  let raw: string | null = null;
  try {
    raw = store?.getItem(LAST_SEARCH_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  let value: Partial<Record<keyof LastSearch, unknown>>;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { pickup, destination, date, time, timestamp } = value;
  if (!isText(pickup) || !isText(destination) || !isText(date) || !isText(time)) return null;
  return {
    pickup,
    destination,
    date,
    time,
    timestamp: typeof timestamp === 'number' ? timestamp : 0,
    pickupPoint: readPoint(value.pickupPoint),
    destinationPoint: readPoint(value.destinationPoint),
  };
}

const place = (text: string, point: LatLng | null): PlaceValue => ({
  text,
  point: text ? point : null,
});

/**
 * The form a search starts with: the remembered search when there is one, else empty places and
 * the default departure. A remembered date now in the past moves to today (same time), so
 * yesterday's commute becomes today's rather than an 'Invalid Departure Time'.
 */
export function initialSearchForm(last: LastSearch | null, now: Date): SearchFormValues {
  const fresh = defaultDeparture(now);
  if (!last) {
    return { pickup: place('', null), destination: place('', null), ...fresh };
  }
  const today = nairobiDate(now);
  const validDate = departureIso(last.date, last.time) !== null;
  return {
    pickup: place(last.pickup, last.pickupPoint),
    destination: place(last.destination, last.destinationPoint),
    date: validDate && last.date >= today ? last.date : validDate ? today : fresh.date,
    time: validDate ? last.time : fresh.time,
  };
}
