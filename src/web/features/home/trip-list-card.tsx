import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { buttonStyles } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LineIcon } from '../../components/ui/line-icon';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { StatusBadge } from '../../components/ui/status-badge';
import type { TripRow } from './home-format';

/** How many trips a home card lists; the rest are one tap away in My Trips. */
export const TRIPS_SHOWN = 3;

export interface TripListCardProps {
  title: string;
  /** The rows to list (all of them: the card shows the first few); undefined until loaded. */
  rows: TripRow[] | undefined;
  failed: boolean;
  failure: string;
  onRetry(): void;
  retrying: boolean;
  empty: { title: string; text: string; icon: ReactNode };
  /** Where the whole list lives, when there are more rows than shown. */
  seeAll?: { href: string; label: string };
  /** Wide cards put the rows side by side on large screens. */
  wide?: boolean;
  className?: string;
}

/** A home card listing trips, with its loading, failed and empty states. */
export function TripListCard({
  title,
  rows,
  failed,
  failure,
  onRetry,
  retrying,
  empty,
  seeAll,
  wide = false,
  className = '',
}: TripListCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const listLook = `grid gap-2 ${wide ? 'lg:grid-cols-3 lg:gap-3' : ''}`;
  return (
    <Card role="region" aria-labelledby={titleId} className={`flex flex-col gap-4 ${className}`}>
      <h2 id={titleId} className="font-semibold text-ink text-lg">
        {title}
      </h2>
      {rows ? (
        rows.length === 0 ? (
          <EmptyList {...empty} />
        ) : (
          <>
            <ul className={listLook}>
              {rows.slice(0, TRIPS_SHOWN).map((row) => (
                <li key={row.id}>
                  <TripRowItem row={row} />
                </li>
              ))}
            </ul>
            {seeAll && rows.length > TRIPS_SHOWN ? (
              <Link
                href={seeAll.href}
                className="self-start font-semibold text-primary-strong text-sm underline-offset-2 hover:underline"
              >
                {seeAll.label} ({rows.length})
              </Link>
            ) : null}
          </>
        )
      ) : failed ? (
        <LoadFailed inline title={failure} onRetry={onRetry} retrying={retrying} />
      ) : (
        <Loading label={t`Loading ${title}…`}>
          <ul className={listLook}>
            {['first', 'second'].map((key) => (
              <li key={key} className="grid gap-2 rounded-xl border border-line p-3">
                <Skeleton className="h-4 w-4/5" />
                <Skeleton className="h-3 w-1/2" />
              </li>
            ))}
          </ul>
        </Loading>
      )}
    </Card>
  );
}

function TripRowItem({ row }: { row: TripRow }) {
  const { t } = useLingui();
  const { from, to, when } = row;
  return (
    <article className="flex h-full flex-col gap-2 rounded-xl border border-line p-3">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 break-words font-medium text-ink">{`${row.from}\u00a0→ ${row.to}`}</p>
        <StatusBadge status={row.status} />
      </div>
      <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <p className="text-ink-muted tabular-nums">
          {row.when} · {row.detail}
        </p>
        <p className="font-semibold text-ink tabular-nums">{row.amount}</p>
      </div>
      {row.boardingCode || row.link ? (
        <div className="flex items-center justify-between gap-3 border-line border-t pt-2">
          {row.boardingCode ? (
            <p className="text-sm">
              <span className="text-ink-muted">
                <Trans>Code</Trans>{' '}
              </span>
              <span className="font-bold font-mono text-ink tabular-nums tracking-widest">
                {row.boardingCode}
              </span>
            </p>
          ) : (
            <span />
          )}
          {row.link ? (
            <Link
              href={row.link.href}
              className={buttonStyles({ variant: 'secondary', className: 'min-h-10 px-3' })}
            >
              {row.link.label}
              <span className="sr-only">{t`: ${from} to ${to}, ${when}`}</span>
            </Link>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

function EmptyList({ title, text, icon }: { title: string; text: string; icon: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-1 rounded-xl bg-surface px-4 py-6 text-center">
      <span className="mb-1 flex size-11 items-center justify-center rounded-full bg-white text-ink-muted">
        <LineIcon className="size-6">{icon}</LineIcon>
      </span>
      <p className="font-semibold text-ink">{title}</p>
      <p className="text-ink-muted text-sm">{text}</p>
    </div>
  );
}
