import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LineIcon } from '../../components/ui/line-icon';
import { Skeleton } from '../../components/ui/skeleton';

/** One figure of the dashboard: what it counts, the number (a skeleton while loading), a hint. */
export function StatCard({
  label,
  value,
  hint,
  icon,
  tone = 'primary',
}: {
  label: string;
  /** null while loading. */
  value: ReactNode | null;
  hint?: string;
  icon: ReactNode;
  tone?: 'primary' | 'accent';
}) {
  return (
    <div className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <dt className="min-h-10 font-medium text-ink-muted text-sm lg:min-h-0">{label}</dt>
        <span
          aria-hidden="true"
          className={`flex size-8 shrink-0 items-center justify-center rounded-full ${
            tone === 'accent'
              ? 'bg-accent-soft text-accent-ink'
              : 'bg-primary-soft text-primary-strong'
          }`}
        >
          <LineIcon className="size-4.5" strokeWidth={2}>
            {icon}
          </LineIcon>
        </span>
      </div>
      <dd className="mt-1">
        {value === null ? (
          <>
            <span className="sr-only">
              <Trans>Loading…</Trans>
            </span>
            <Skeleton className="mt-1 h-8 w-16" />
          </>
        ) : (
          <span className="block whitespace-nowrap font-bold text-2xl text-ink tabular-nums tracking-tight sm:text-3xl">
            {value}
          </span>
        )}
        {hint ? (
          <span className="mt-0.5 block text-ink-muted text-xs">
            <span className="sr-only">, </span>
            {hint}
          </span>
        ) : null}
      </dd>
    </div>
  );
}

export const statIcons = {
  calendar: <path d="M5 5h14v15H5zM5 10h14M9 3v4M15 3v4" />,
  people: (
    <path d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6.5 6.5 0 0 1 3.5 6" />
  ),
  car: <path d="M5 16V11l2-5h10l2 5v5M3 16h18v3H3zM7 19v1M17 19v1M7 13h.01M17 13h.01" />,
  route: (
    <path d="M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM8 17h6a3 3 0 0 0 0-6h-4a3 3 0 0 1 0-6h6" />
  ),
  coins: (
    <path d="M12 20a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM14.5 9.5c-.5-1-1.5-1.5-2.5-1.5-1.4 0-2.5.8-2.5 2s1.1 1.6 2.5 2 2.5.8 2.5 2-1.1 2-2.5 2c-1 0-2-.5-2.5-1.5M12 6.5v1.5M12 16v1.5" />
  ),
  trend: <path d="M3 17l6-6 4 4 8-8M15 7h6v6" />,
};
