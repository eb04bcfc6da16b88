import { Trans } from '@lingui/react/macro';
import type { Location } from '../../../shared/schemas/rides';
import { BUILT_IN_PLACES } from './built-in-places';
import { samePlace } from './mock-map';

/** The built-in places as buttons, the chosen one pressed. */
export function CommonPlaces({
  headingId,
  chosen,
  onChoose,
}: {
  headingId: string;
  chosen: Location | null;
  onChoose(location: Location): void;
}) {
  return (
    <section aria-labelledby={headingId} className="lg:col-start-1">
      <h3 id={headingId} className="font-semibold text-ink text-sm">
        <Trans>Common places</Trans>
      </h3>
      <ul className="mt-2 grid grid-cols-3 gap-2">
        {BUILT_IN_PLACES.map((place) => {
          const picked = samePlace(chosen, place);
          return (
            <li key={place.name}>
              <button
                type="button"
                aria-pressed={picked}
                onClick={() => onChoose(place)}
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
  );
}
