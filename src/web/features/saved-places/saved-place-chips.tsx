import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { SavedPlace } from '../../../shared/schemas/commute';
import type { Location } from '../../../shared/schemas/rides';
import { LineIcon } from '../../components/ui/line-icon';
import { useAuth } from '../../lib/session/auth-context';
import { savedPlacesQuery } from './saved-places-api';
import { asLocation, isPlace, offeredFirst, placeName } from './saved-places-rules';

/** The drawing of a saved place by its name: a house for Home, a case for Work, else a star. */
export function SavedPlaceIcon({
  label,
  className = 'size-4',
}: {
  label: string;
  className?: string;
}) {
  const name = label.trim().toLowerCase();
  return (
    <LineIcon className={`${className} shrink-0`} strokeWidth={2}>
      {name === 'home' ? (
        <path d="M4 11l8-7 8 7M6 9.5V20h12V9.5M10 20v-5h4v5" />
      ) : name === 'work' ? (
        <path d="M4 8h16v11H4zM9 8V5h6v3M4 13h16" />
      ) : (
        <path d="M12 4l2.4 5 5.6.6-4.2 3.8 1.2 5.6-5-2.9-5 2.9 1.2-5.6L4 9.6 9.6 9z" />
      )}
    </LineIcon>
  );
}

/**
 * A person's saved places as one-tap chips beside a place field, Home and Work first: the
 * quickest way to fill it. Nothing shows for a visitor or a person with no saved places.
 */
export function SavedPlaceChips({
  label,
  chosen,
  onChoose,
  className = '',
}: {
  /** What the chips fill, for screen readers, translated: 'Start location'. */
  label: string;
  chosen?: Location | null;
  onChoose(location: Location, place: SavedPlace): void;
  className?: string;
}) {
  const { t } = useLingui();
  const { status } = useAuth();
  const places = useQuery({ ...savedPlacesQuery, enabled: status === 'signed-in' });
  const offered = places.data ? offeredFirst(places.data) : [];
  if (status !== 'signed-in' || offered.length === 0) return null;
  return (
    <ul
      aria-label={t`Your places for ${label}`}
      className={`-mx-1 flex gap-2 overflow-x-auto px-1 py-0.5 ${className}`}
    >
      {offered.map((place) => {
        const picked = isPlace(place, chosen);
        return (
          <li key={place.id} className="shrink-0">
            <button
              type="button"
              aria-pressed={picked}
              title={place.address}
              onClick={() => onChoose(asLocation(place), place)}
              className={`inline-flex min-h-10 max-w-44 items-center gap-1.5 rounded-full border px-3 font-medium text-sm transition-colors ${
                picked
                  ? 'border-primary bg-primary-soft text-primary-strong'
                  : 'border-line bg-white text-ink hover:border-primary'
              }`}
            >
              <SavedPlaceIcon label={place.label} className="size-4 text-primary" />
              <span className="truncate">{placeName(place.label)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
