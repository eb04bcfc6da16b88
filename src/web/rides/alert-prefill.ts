import { NAIROBI_UTC_OFFSET_MINUTES } from '../../shared/constants';
import { nairobiWeekday } from '../../shared/geo';
import { SEARCH_RADIUS_KM } from '../../shared/rules/rides';
import type { Location } from '../../shared/schemas/rides';
import { WORKWEEK } from '../../shared/weekdays';
import { DEFAULT_DEPARTURE_TIME } from './departure-time';

// "Alert me when a ride like this is posted" (issue 19): an empty search result opens the ride
// alert set-up filled from that search. The search rides along in the address
// (`/alerts/new?from=…&fromLat=…`), so the set-up survives a reload and the modal closing.

/** A search as the alert set-up takes it. */
export interface SearchToAlert {
  pickup: Location;
  destination: Location;
  maxDistance: number;
  /** The searched departure, '2026-11-24T07:30:00+03:00'. */
  departureDate: string;
}

/** What the set-up form starts with. */
export interface AlertPrefill {
  pickup: Location | null;
  destination: Location | null;
  maxDistance: number;
  /** 'HH:MM', Nairobi time. */
  departureTime: string;
  weekdays: number[];
}

const OFFSET_MS = NAIROBI_UTC_OFFSET_MINUTES * 60_000;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** '07:30': the Nairobi wall-clock time of an instant. */
export function nairobiTimeOfDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(11, 16);
}

/** The alert set-up for a search: its places and radius, its time, and its weekday chosen. */
export function alertSetupHref(search: SearchToAlert): string {
  const at = new Date(search.departureDate);
  const query = new URLSearchParams({
    from: search.pickup.address,
    fromLat: String(search.pickup.latitude),
    fromLng: String(search.pickup.longitude),
    to: search.destination.address,
    toLat: String(search.destination.latitude),
    toLng: String(search.destination.longitude),
    radius: String(search.maxDistance),
  });
  if (!Number.isNaN(at.getTime())) {
    query.set('time', nairobiTimeOfDay(at));
    query.set('day', String(nairobiWeekday(at)));
  }
  return `/alerts/new?${query}`;
}

function readPlace(query: URLSearchParams, name: 'from' | 'to'): Location | null {
  const address = (query.get(name) ?? '').trim().slice(0, 200);
  const latitude = Number(query.get(`${name}Lat`));
  const longitude = Number(query.get(`${name}Lng`));
  if (!address || !query.get(`${name}Lat`) || !query.get(`${name}Lng`)) return null;
  if (!Number.isFinite(latitude) || Math.abs(latitude) > 90) return null;
  if (!Number.isFinite(longitude) || Math.abs(longitude) > 180) return null;
  return { address, latitude, longitude };
}

/**
 * The set-up an address asks for (`location.search`, with or without '?'); anything missing or
 * odd falls back to the defaults: 08:00, Monday to Friday, the search's usual radius.
 */
export function readAlertPrefill(search: string): AlertPrefill {
  const query = new URLSearchParams(search);
  const radius = Number(query.get('radius'));
  const time = query.get('time') ?? '';
  const day = Number(query.get('day') ?? 'x');
  return {
    pickup: readPlace(query, 'from'),
    destination: readPlace(query, 'to'),
    maxDistance:
      Number.isFinite(radius) && radius >= SEARCH_RADIUS_KM.min && radius <= SEARCH_RADIUS_KM.max
        ? radius
        : SEARCH_RADIUS_KM.default,
    departureTime: TIME.test(time) ? time : DEFAULT_DEPARTURE_TIME,
    weekdays: Number.isInteger(day) && day >= 0 && day <= 6 ? [day] : [...WORKWEEK],
  };
}
