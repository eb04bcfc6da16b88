import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'wouter';
import { formatKsh } from '../../../shared/format-money';
import { POPULAR_ROUTES_COUNT } from '../../../shared/rules/rides';
import type { PopularRoute } from '../../../shared/schemas/rides';
import { Button, buttonStyles } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Chevron } from '../../components/ui/glyphs';
import { LineIcon } from '../../components/ui/line-icon';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDuration } from '../../rides/format-ride';
import { popularRoutesQuery } from './search-api';

const SKELETON_KEYS = ['first', 'second', 'third', 'fourth', 'fifth'];

export type RoutesMode = 'passenger' | 'driver';

interface PopularRoutesCardProps {
  /** Driver mode's footer goes to /create-ride; passenger mode's to /search. */
  mode: RoutesMode;
  /** Selecting a route chooses it for the search (or, for a driver, for a new ride). */
  onSelect(route: PopularRoute): void;
  /** How many routes to list; the specification's default is 5. */
  count?: number;
  /**
   * Replaces the passenger footer's link to /search, for a screen that already is the search
   * (it can move focus to the form instead).
   */
  onSearchAnother?: () => void;
  title?: string;
  className?: string;
}

/** The popular routes card (specification §2): the routes most searched and travelled. */
export function PopularRoutesCard({
  mode,
  onSelect,
  count = POPULAR_ROUTES_COUNT.default,
  onSearchAnother,
  title,
  className = '',
}: PopularRoutesCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const routes = useQuery(popularRoutesQuery(count));
  const shown = routes.data?.slice(0, count) ?? [];

  return (
    <Card role="region" className={`grid gap-4 ${className}`} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="font-semibold text-ink text-lg">
          {title ?? t`Popular routes`}
        </h2>
        <p className="text-ink-muted text-sm">
          {mode === 'driver'
            ? t`Where commuters travel most: offer seats on these routes.`
            : t`Where Pamoja commuters travel most. Pick one to search it.`}
        </p>
      </div>

      {routes.isPending ? (
        <Loading label={t`Loading popular routes…`}>
          <ul className="grid gap-2">
            {SKELETON_KEYS.slice(0, count).map((key) => (
              <li key={key} className="flex items-center gap-3 rounded-xl border border-line p-3">
                <Skeleton className="size-9 shrink-0 rounded-full!" />
                <div className="grid flex-1 gap-1.5">
                  <Skeleton className="h-4 w-2/5" />
                  <Skeleton className="h-3 w-4/5" />
                </div>
              </li>
            ))}
          </ul>
        </Loading>
      ) : routes.isError ? (
        <LoadFailed
          inline
          title={t`Unable to load popular routes`}
          onRetry={() => void routes.refetch()}
        />
      ) : shown.length === 0 ? (
        <p className="text-ink-muted text-sm">
          <Trans>No popular routes yet.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2">
          {shown.map((route) => (
            <li key={route.id}>
              <RouteButton route={route} onSelect={() => onSelect(route)} />
            </li>
          ))}
        </ul>
      )}

      {mode === 'driver' ? (
        <Link href="/create-ride" className={buttonStyles({ variant: 'secondary' })}>
          <Trans>Create a ride</Trans>
        </Link>
      ) : onSearchAnother ? (
        <Button variant="secondary" onClick={onSearchAnother}>
          <Trans>Search another route</Trans>
        </Button>
      ) : (
        <Link href="/search" className={buttonStyles({ variant: 'secondary' })}>
          <Trans>Search another route</Trans>
        </Link>
      )}
    </Card>
  );
}

function RouteButton({ route, onSelect }: { route: PopularRoute; onSelect(): void }) {
  const { t } = useLingui();
  const duration = formatDuration(route.estimatedDuration);
  const trips = route.popularity;
  const price = route.averagePrice !== null ? formatKsh(route.averagePrice) : null;
  const facts = [
    price !== null ? t`about ${price}` : null,
    duration,
    plural(trips, { one: '# trip', other: '# trips' }),
  ].filter(Boolean);
  return (
    <button
      type="button"
      onClick={onSelect}
      className="flex w-full items-center gap-3 rounded-xl border border-line bg-white p-3 text-left transition-colors hover:border-primary hover:bg-primary-soft/50"
    >
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary"
      >
        <LineIcon className="size-5" strokeWidth={2}>
          <path d="M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM8 17h6a3 3 0 0 0 0-6h-4a3 3 0 0 1 0-6h6" />
        </LineIcon>
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink">{route.name}</span>
        <span className="block text-ink-muted text-xs">
          {route.fromLocation} → {route.toLocation}
        </span>
        <span className="mt-0.5 block text-ink-muted text-xs">{facts.join(' · ')}</span>
      </span>
      <Chevron className="size-4 shrink-0 text-ink-muted" />
    </button>
  );
}
