import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatKsh } from '../../../shared/format-money';
import type { UserDetails } from '../../../shared/schemas/user';
import { Card } from '../../components/ui/card';
import { LoadFailed } from '../../components/ui/load-failed';
import { roleBadge } from '../../lib/role-badge';
import { formatTokens } from '../tokens';
import { formatOverviewRating } from './home-format';
import { StatTile } from './stat-tile';

function ratingsNote(count: number): string {
  if (count === 0) return t`No ratings yet`;
  return t`${plural(count, { one: '# rating', other: '# ratings' })}`;
}

/** Passenger mode's Account Overview: the role badge, the token balance and the rating. */
export function AccountOverview({
  user,
  onRetry,
  retrying,
}: {
  /** Null when the user's details failed to load. */
  user: UserDetails | null;
  onRetry(): void;
  retrying: boolean;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const balance = user?.accountBalance ?? 0;
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col">
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="font-semibold text-ink text-lg">
          <Trans>Account Overview</Trans>
        </h2>
        {user ? (
          <span
            className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 font-semibold text-xs ${
              roleBadge(user).driver
                ? 'bg-primary-soft text-primary-strong'
                : 'bg-slate-100 text-ink-muted'
            }`}
          >
            {roleBadge(user).label}
          </span>
        ) : null}
      </div>
      {user ? (
        <dl className="mt-4 grid flex-1 grid-cols-2 gap-3">
          <StatTile
            label={t`Token balance`}
            value={formatTokens(balance)}
            note={formatKsh(balance)}
            testId="home-token-balance"
          />
          <StatTile
            label={t`Rating`}
            value={formatOverviewRating(user.rating)}
            note={ratingsNote(user.totalRatings)}
          />
        </dl>
      ) : (
        <div className="mt-4">
          <LoadFailed
            inline
            title={t`Failed to load user details`}
            onRetry={onRetry}
            retrying={retrying}
          />
        </div>
      )}
    </Card>
  );
}
