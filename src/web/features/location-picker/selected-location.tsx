import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const coordinates = chosen ? formatCoordinates(chosen) : null;
  const latitude = coordinates?.latitude;
  const longitude = coordinates?.longitude;
  return (
    <section
      id={id}
      aria-label={t`Selected location`}
      aria-live="polite"
      className="rounded-xl border border-line bg-surface px-4 py-3"
      data-testid="selected-location"
    >
      <p className="font-medium text-ink-muted text-xs uppercase tracking-wide">
        <Trans>Selected location</Trans>
      </p>
      {lookingUp ? (
        <p className="mt-0.5 flex items-center gap-2 text-ink">
          <Spinner /> <Trans>Looking up the place…</Trans>
        </p>
      ) : chosen && coordinates ? (
        <>
          <p className="mt-0.5 break-words font-semibold text-ink">{chosen.address}</p>
          <p className="text-ink-muted text-xs tabular-nums">
            <Trans>
              Latitude {latitude} · Longitude {longitude}
            </Trans>
          </p>
        </>
      ) : (
        <p className="mt-0.5 text-ink-muted">
          <Trans>No location chosen yet.</Trans>
        </p>
      )}
    </section>
  );
}
