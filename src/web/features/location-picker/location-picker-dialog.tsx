import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Location } from '../../../shared/schemas/rides';
import { Button } from '../../components/ui/button';
import { keepEscapeForOpenCombobox } from '../../components/ui/combobox-escape';
import { LineIcon } from '../../components/ui/line-icon';
import {
  iconButtonStyles,
  modalContentStyles,
  modalOverlayStyles,
} from '../../components/ui/modal-styles';
import { Spinner } from '../../components/ui/spinner';
import type { PlaceValue } from '../search';
import { PlaceInput, placeQuery, usePlaceProvider } from '../search';
import { BUILT_IN_PLACES } from './built-in-places';
import { currentLocation } from './current-position';
import { formatCoordinates, type LatLng, nameForPoint, samePlace } from './mock-map';
import { MockMap } from './mock-map-view';
import { MAP_LABELS } from './nairobi-drawing';

interface LocationPickerDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The dialog's title, from the caller ('Choose pickup location'). */
  title: string;
  /** The location the caller holds now; Cancel goes back to it. */
  value: Location | null;
  onConfirm(location: Location): void;
}

/**
 * The location picker (specification §2, §4, §5): a place search, the device's position, a map
 * to click and the built-in places; Confirm Location hands the choice to the caller, Cancel
 * forgets it. Each opening starts again from the caller's value.
 */
export function LocationPickerDialog({
  open,
  onOpenChange,
  title,
  value,
  onConfirm,
}: LocationPickerDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={modalOverlayStyles} />
        <Dialog.Content
          className={`${modalContentStyles} pb-0 sm:max-w-xl sm:pb-0 lg:max-w-4xl`}
          onEscapeKeyDown={keepEscapeForOpenCombobox}
        >
          {open ? (
            <PickerBody
              title={title}
              value={value}
              onCancel={() => onOpenChange(false)}
              onConfirm={(location) => {
                onConfirm(location);
                onOpenChange(false);
              }}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const asSearch = (location: Location | null): PlaceValue =>
  location
    ? {
        text: location.address,
        point: { latitude: location.latitude, longitude: location.longitude },
      }
    : { text: '', point: null };

function PickerBody({
  title,
  value,
  onCancel,
  onConfirm,
}: {
  title: string;
  value: Location | null;
  onCancel(): void;
  onConfirm(location: Location): void;
}) {
  // With no maps service the picker falls back silently (specification §8).
  const provider = usePlaceProvider();
  const [search, setSearch] = useState<PlaceValue>(() => asSearch(value));
  const [chosen, setChosen] = useState<Location | null>(value);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState<'locating' | 'looking-up' | null>(null);
  const selectedId = useId();
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  function choose(location: Location, withNote: string | null = null) {
    setChosen(location);
    setSearch(asSearch(location));
    setNote(withNote);
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
      const [best] = await provider.suggest(text);
      const found = best?.point
        ? { address: best.label, ...best.point }
        : await provider.geocode(text).then((g) => g && { ...g, address: text });
      if (!live.current) return;
      if (found) choose(found);
      else
        setNote(
          `No place called “${text}” was found. Try another name, a common place or the map.`,
        );
    } catch {
      if (live.current)
        setNote('The place search is not answering. Try a common place or the map.');
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
        : 'Your device did not share its location, so the CBD is set. Search or tap the map for a more exact point.',
    );
  }

  const pin = (point: LatLng) =>
    choose({ ...point, address: nameForPoint(point, 'Pinned location', MAP_LABELS) });

  return (
    <div className="grid min-w-0 gap-5 lg:grid-cols-2 lg:gap-x-7">
      <div className="relative pr-10 lg:col-span-2">
        <Dialog.Title className="font-bold text-ink text-xl tracking-tight sm:text-2xl">
          {title}
        </Dialog.Title>
        <Dialog.Description className="mt-1 text-ink-muted text-sm">
          Search for a place, use where you are, pick a common place or tap the map.
        </Dialog.Description>
        <Dialog.Close
          className={`${iconButtonStyles} absolute -top-2 -right-2 sm:-top-3 sm:-right-3`}
          aria-label="Close"
        >
          <LineIcon className="size-5">
            <path d="M6 6l12 12M18 6L6 18" />
          </LineIcon>
        </Dialog.Close>
      </div>

      <form onSubmit={lookUp} className="grid content-start gap-3 lg:col-start-1">
        <PlaceInput
          label="Search for a place"
          placeholder="e.g. Ruiru, Westlands, Kencom"
          value={search}
          onChange={changeSearch}
          provider={provider}
          noMatchText="No matching places. Press Enter to look up what you typed."
          icon={
            <LineIcon className="size-4">
              <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />
            </LineIcon>
          }
        />
        <Button
          variant="secondary"
          onClick={() => void locateDevice()}
          disabled={busy !== null}
          className="justify-self-start"
        >
          {busy === 'locating' ? (
            <Spinner />
          ) : (
            <LineIcon className="size-5">
              <path d="M12 19a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM12 2v3M12 19v3M2 12h3M19 12h3" />
              <circle cx="12" cy="12" r="2.5" />
            </LineIcon>
          )}
          {busy === 'locating' ? 'Finding your location…' : 'Use my current location'}
        </Button>
        <p role="status" className="text-accent-ink text-sm empty:hidden">
          {note}
        </p>
      </form>

      <div className="grid content-start gap-2 lg:col-start-2 lg:row-span-2 lg:row-start-2">
        <MockMap chosen={chosen} onPick={pin} describedBy={selectedId} />
        <p className="text-ink-muted text-xs">
          Tap the map to drop a pin. Its point is saved exactly; the name says what it is near.
        </p>
      </div>

      <section aria-labelledby={`${selectedId}-places`} className="lg:col-start-1">
        <h3 id={`${selectedId}-places`} className="font-semibold text-ink text-sm">
          Common places
        </h3>
        <ul className="mt-2 grid grid-cols-3 gap-2">
          {BUILT_IN_PLACES.map((place) => {
            const picked = samePlace(chosen, place);
            return (
              <li key={place.name}>
                <button
                  type="button"
                  aria-pressed={picked}
                  onClick={() => choose(place)}
                  className={`flex min-h-11 w-full items-center justify-center rounded-xl border px-2 text-center font-medium text-sm transition-colors ${
                    picked
                      ? 'border-primary bg-primary-soft text-primary-strong'
                      : 'border-line bg-white text-ink hover:border-primary'
                  }`}
                >
                  {place.name}
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      {/* What is chosen stays in sight with the buttons while the rest scrolls. */}
      <div className="sticky bottom-0 -mx-5 grid gap-3 border-line border-t bg-white px-5 pt-3 pb-4 sm:-mx-7 sm:px-7 sm:pb-6 lg:col-span-2">
        <SelectedLocation id={selectedId} chosen={chosen} lookingUp={busy === 'looking-up'} />
        <div className="grid grid-cols-[auto_1fr] gap-2 sm:flex sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            size="lg"
            disabled={!chosen || busy !== null}
            onClick={() => chosen && onConfirm(chosen)}
          >
            Confirm Location
          </Button>
        </div>
      </div>
    </div>
  );
}

function SelectedLocation({
  id,
  chosen,
  lookingUp,
}: {
  id: string;
  chosen: Location | null;
  lookingUp: boolean;
}) {
  const coordinates = chosen ? formatCoordinates(chosen) : null;
  return (
    <section
      id={id}
      aria-label="Selected location"
      aria-live="polite"
      className="rounded-xl border border-line bg-surface px-4 py-3"
      data-testid="selected-location"
    >
      <p className="font-medium text-ink-muted text-xs uppercase tracking-wide">
        Selected location
      </p>
      {lookingUp ? (
        <p className="mt-0.5 flex items-center gap-2 text-ink">
          <Spinner /> Looking up the place…
        </p>
      ) : chosen && coordinates ? (
        <>
          <p className="mt-0.5 break-words font-semibold text-ink">{chosen.address}</p>
          <p className="text-ink-muted text-xs tabular-nums">
            Latitude {coordinates.latitude} · Longitude {coordinates.longitude}
          </p>
        </>
      ) : (
        <p className="mt-0.5 text-ink-muted">No location chosen yet.</p>
      )}
    </section>
  );
}
