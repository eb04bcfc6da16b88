import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Location } from '../../../shared/schemas/rides';
import type { PlaceValue } from '../search';
import { newPlaceSession, placeQuery, SEARCH_WORDS, usePlaceProvider } from '../search';
import { currentLocation } from './current-position';
import { type LatLng, nameForPoint } from './mock-map';
import { MAP_LABELS } from './nairobi-drawing';

const asSearch = (location: Location | null): PlaceValue =>
  location
    ? {
        text: location.address,
        point: { latitude: location.latitude, longitude: location.longitude },
      }
    : { text: '', point: null };

/**
 * The picker's choice and the four ways to make it: the place search (a suggestion, or Enter on
 * typed words), the device's position, a pin on the map, a common place.
 */
export function useLocationChoice(value: Location | null) {
  const [search, setSearch] = useState<PlaceValue>(() => asSearch(value));
  const [chosen, setChosen] = useState<Location | null>(value);
  // What the picker has to say, read in the language on screen when it shows: its sentences.
  const [note, setNote] = useState<readonly MessageDescriptor[] | null>(null);
  // Without a maps key the product's own places answer; when Google fails, the picker says so.
  const provider = usePlaceProvider(() => setNote(SEARCH_WORDS.mapsUnavailable));
  const [busy, setBusy] = useState<'locating' | 'looking-up' | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  function choose(location: Location, withNote: MessageDescriptor | null = null) {
    setChosen(location);
    setSearch(asSearch(location));
    setNote(withNote && [withNote]);
  }

  function changeSearch(next: PlaceValue) {
    setSearch(next);
    if (next.point) choose({ address: next.text, ...next.point });
  }

  // Enter on a typed address (no suggestion highlighted): its best match, or the typed words at
  // the point of the place they name ('Ruiru, Kimbo stage' at Ruiru).
  async function lookUp(event: FormEvent) {
    event.preventDefault();
    const text = search.text.trim();
    if (search.point || busy || placeQuery(text) === null) return;
    setBusy('looking-up');
    setNote(null);
    try {
      // The search and the chosen place's details are one picking session for Google.
      const session = newPlaceSession();
      const [best] = await provider.suggest(text, undefined, session);
      const point = best ? (best.point ?? (await provider.locate(best, undefined, session))) : null;
      const found =
        best && point
          ? { address: best.label, ...point }
          : await provider.geocode(text).then((g) => g && { ...g, address: text });
      if (!live.current) return;
      if (found) choose(found);
      else
        setNote([
          msg`No place called “${text}” was found. Try another name, a common place or the map.`,
        ]);
    } catch {
      if (live.current)
        setNote([msg`The place search is not answering. Try a common place or the map.`]);
    } finally {
      if (live.current) setBusy(null);
    }
  }

  async function locateDevice() {
    setBusy('locating');
    setNote(null);
    const { location, fromDevice } = await currentLocation(
      typeof navigator === 'undefined' ? undefined : navigator.geolocation,
      MAP_LABELS,
    );
    if (!live.current) return;
    setBusy(null);
    choose(
      location,
      fromDevice
        ? null
        : msg`Your device did not share its location, so the CBD is set. Search or tap the map for a more exact point.`,
    );
  }

  const pin = (point: LatLng) =>
    choose({ ...point, address: nameForPoint(point, 'pinned', MAP_LABELS) });

  return {
    provider,
    search,
    chosen,
    note,
    busy,
    choose,
    changeSearch,
    lookUp,
    locateDevice,
    pin,
  };
}

export type LocationChoice = ReturnType<typeof useLocationChoice>;
