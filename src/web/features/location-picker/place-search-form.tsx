import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { LineIcon } from '../../components/ui/line-icon';
import { Spinner } from '../../components/ui/spinner';
import { PlaceInput } from '../search';
import type { LocationChoice } from './use-location-choice';

/** The place search, Use my current location, and what either has to say. */
export function PlaceSearchForm({
  choice: { provider, search, note, busy, changeSearch, lookUp, locateDevice },
}: {
  choice: LocationChoice;
}) {
  const { t, i18n } = useLingui();
  return (
    <form onSubmit={lookUp} className="grid content-start gap-3 lg:col-start-1">
      <PlaceInput
        label={t`Search for a place`}
        placeholder={t`e.g. Ruiru, Westlands, Kencom`}
        value={search}
        onChange={changeSearch}
        provider={provider}
        noMatchText={t`No matching places. Press Enter to look up what you typed.`}
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
        {busy === 'locating' ? (
          <Trans>Finding your location…</Trans>
        ) : (
          <Trans>Use my current location</Trans>
        )}
      </Button>
      <p role="status" className="text-accent-ink text-sm empty:hidden">
        {note?.map((words) => i18n._(words)).join('. ')}
      </p>
    </form>
  );
}
