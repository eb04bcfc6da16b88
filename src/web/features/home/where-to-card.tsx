import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LineIcon } from '../../components/ui/line-icon';
import type { RouteChoice } from '../search';
import { CommuteShortcuts } from './commute-shortcuts';
import { homeIcons } from './home-icons';

/**
 * 'Where are you going?': To Work and To Home from the saved places, two read-only place fields
 * and 'Search for rides'. Each of them opens the ride search, where the places are typed and
 * picked (a shortcut fills both); here they are only the way in.
 */
export function WhereToCard({ onSearch }: { onSearch(route?: RouteChoice): void }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="grid gap-4">
      <h2 id={titleId} className="font-semibold text-ink text-lg">
        <Trans>Where are you going?</Trans>
      </h2>
      <CommuteShortcuts onSearch={onSearch} />
      <div className="grid gap-2">
        <PlaceButton
          label={t`Start location`}
          placeholder={t`Where are you starting from?`}
          icon={homeIcons.pin}
          onClick={() => onSearch()}
        />
        <PlaceButton
          label={t`Destination`}
          placeholder={t`Where to?`}
          icon={homeIcons.flag}
          onClick={() => onSearch()}
        />
      </div>
      <Button size="lg" onClick={() => onSearch()} className="w-full">
        <LineIcon className="size-5">{homeIcons.search}</LineIcon>
        <Trans>Search for rides</Trans>
      </Button>
    </Card>
  );
}

function PlaceButton({
  label,
  placeholder,
  icon,
  onClick,
}: {
  label: string;
  placeholder: string;
  icon: ReactNode;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-haspopup="dialog"
      className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-line bg-surface px-3 py-2 text-left transition-colors hover:border-primary"
    >
      <LineIcon className="size-5 shrink-0 text-primary">{icon}</LineIcon>
      <span className="min-w-0">
        <span className="block font-semibold text-[0.6875rem] text-ink-muted uppercase tracking-wider">
          {label}
        </span>
        <span className="block truncate text-ink-muted">{placeholder}</span>
      </span>
    </button>
  );
}
