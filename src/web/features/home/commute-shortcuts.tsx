import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { SavedPlace } from '../../../shared/schemas/commute';
import { placeSlots, SavedPlaceIcon, savedPlacesQuery } from '../saved-places';
import type { RouteChoice } from '../search';

/** A search from one saved place to another, as the ride search takes a route. */
function routeBetween(from: SavedPlace, to: SavedPlace): RouteChoice {
  return {
    fromLocation: from.address,
    toLocation: to.address,
    fromLatitude: from.latitude,
    fromLongitude: from.longitude,
    toLatitude: to.latitude,
    toLongitude: to.longitude,
  };
}

/**
 * The daily commute in one tap: 'To Work' from Home and 'To Home' from Work, once both are
 * saved; until then a way to save them.
 */
export function CommuteShortcuts({ onSearch }: { onSearch(route: RouteChoice): void }) {
  const { t } = useLingui();
  const places = useQuery(savedPlacesQuery);
  if (!places.data) return null;
  const { home, work } = placeSlots(places.data);
  if (!home || !work) {
    return (
      <Link
        href="/profile/places"
        className="rounded-xl bg-primary-soft px-3 py-2.5 font-medium text-primary-strong text-sm hover:underline"
      >
        <Trans>Save your Home and Work for one-tap searches</Trans>
      </Link>
    );
  }
  const fromHome = home.label;
  const fromWork = work.label;
  const shortcuts = [
    {
      key: 'to-work',
      label: t`To Work`,
      name: t`To Work: search rides from ${fromHome} to ${fromWork}`,
      from: home,
      to: work,
    },
    {
      key: 'to-home',
      label: t`To Home`,
      name: t`To Home: search rides from ${fromWork} to ${fromHome}`,
      from: work,
      to: home,
    },
  ];
  return (
    <ul aria-label={t`Your commute`} className="grid grid-cols-2 gap-2">
      {shortcuts.map(({ key, label, name, from, to }) => (
        <li key={key}>
          <button
            type="button"
            aria-haspopup="dialog"
            aria-label={name}
            onClick={() => onSearch(routeBetween(from, to))}
            className="flex min-h-12 w-full items-center justify-center gap-2 rounded-xl border border-primary bg-white px-3 font-semibold text-primary-strong transition-colors hover:bg-primary-soft"
          >
            <SavedPlaceIcon label={to.label} className="size-5" />
            {label}
          </button>
        </li>
      ))}
    </ul>
  );
}
