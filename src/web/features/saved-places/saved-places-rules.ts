import { t } from '@lingui/core/macro';
import { fixedLabel, HOME_LABEL, WORK_LABEL } from '../../../shared/rules/commute';
import type { SavedPlace } from '../../../shared/schemas/commute';
import type { Location } from '../../../shared/schemas/rides';

/** The places a person keeps, as the screen lays them out: two fixed slots and the rest. */
export interface PlaceSlots {
  home: SavedPlace | null;
  work: SavedPlace | null;
  others: SavedPlace[];
}

export function placeSlots(places: readonly SavedPlace[]): PlaceSlots {
  let home: SavedPlace | null = null;
  let work: SavedPlace | null = null;
  const others: SavedPlace[] = [];
  for (const place of places) {
    const fixed = fixedLabel(place.label);
    if (fixed === HOME_LABEL && !home) home = place;
    else if (fixed === WORK_LABEL && !work) work = place;
    else others.push(place);
  }
  return { home, work, others };
}

/**
 * A saved place's name as shown: Home and Work (kept as 'Home' and 'Work') in the language on
 * screen, 'Nyumbani' and 'Kazini' in Kiswahili; any other name as the person wrote it. Components
 * showing it call useLingui(), so a switch of language re-renders it.
 */
export function placeName(label: string): string {
  const fixed = fixedLabel(label);
  // In context: the app's Home screen is another word ('Mwanzo').
  if (fixed === HOME_LABEL) return t({ message: 'Home', context: 'saved place' });
  if (fixed === WORK_LABEL) return t({ message: 'Work', context: 'saved place' });
  return label;
}

/** Home and Work first, then the others: the order chips offer them in. */
export function offeredFirst(places: readonly SavedPlace[]): SavedPlace[] {
  const { home, work, others } = placeSlots(places);
  return [...(home ? [home] : []), ...(work ? [work] : []), ...others];
}

/** A saved place as the location picker and the ride form hold a place. */
export function asLocation(place: SavedPlace): Location {
  return { address: place.address, latitude: place.latitude, longitude: place.longitude };
}

/** Is the location this saved place (the same point)? */
export function isPlace(place: SavedPlace, location: Location | null | undefined): boolean {
  if (!location) return false;
  return (
    Math.abs(place.latitude - location.latitude) < 1e-6 &&
    Math.abs(place.longitude - location.longitude) < 1e-6
  );
}

/**
 * The name a new named place gets checked against before it is sent: empty, Home or Work (they
 * have their own slots), or one the person already uses. Null when it will do.
 */
export function labelProblem(
  label: string,
  places: readonly SavedPlace[],
  editingId: string | null = null,
): string | null {
  const name = label.trim();
  if (!name) return t`Give the place a name, such as Gym or School.`;
  if (fixedLabel(name)) {
    const fixed = placeName(name);
    return t`${fixed} has its own place above.`;
  }
  const taken = places.some(
    (place) => place.id !== editingId && place.label.trim().toLowerCase() === name.toLowerCase(),
  );
  return taken ? t`You already have a place called ${name}. Choose another name.` : null;
}
