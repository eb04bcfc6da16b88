import type { Location } from '../../../shared/schemas/rides';
import { Spinner } from '../../components/ui/spinner';
import { formatCoordinates } from './mock-map';

/** What is chosen now, with its coordinates, or that a typed place is being looked up. */
export function SelectedLocation({
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
