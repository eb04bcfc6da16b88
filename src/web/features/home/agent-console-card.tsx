import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'wouter';
import { buttonStyles } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LineIcon } from '../../components/ui/line-icon';
import { incidentsQuery, openIncidentCount, pendingReviewsQuery } from '../admin';

/** The first page of the queue holds this many; more reads "20+". */
const PAGE = 20;

/**
 * An agent's way in from home: the agent console, with the open SOS alerts (first, in red) and
 * how many IDs wait for it.
 */
export function AgentConsoleCard({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const queue = useQuery(pendingReviewsQuery);
  const incidents = useQuery(incidentsQuery);
  const waiting = queue.data?.length;
  const sos = incidents.data ? openIncidentCount(incidents.data) : 0;
  const count = PAGE;
  return (
    <Card role="region" aria-labelledby={titleId} className={className}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
          <LineIcon className="size-5">
            <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4" />
          </LineIcon>
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-ink text-lg">
            <Trans>Agent console</Trans>
          </h2>
          {sos > 0 ? (
            <p className="mt-0.5 font-semibold text-danger text-sm" aria-live="polite">
              {t`${plural(sos, { one: '# SOS alert is open.', other: '# SOS alerts are open.' })}`}
            </p>
          ) : null}
          <p className="mt-0.5 text-ink-muted text-sm" aria-live="polite">
            {waiting === undefined
              ? queue.isError
                ? t`Check the National IDs waiting for an agent.`
                : t`Counting the National IDs waiting…`
              : waiting === 0
                ? t`No National IDs are waiting. Nice work.`
                : waiting >= PAGE
                  ? t`${count}+ National IDs are waiting for an agent.`
                  : t`${plural(waiting, {
                      one: '# National ID is waiting for an agent.',
                      other: '# National IDs are waiting for an agent.',
                    })}`}
          </p>
        </div>
      </div>
      <Link href="/admin" className={buttonStyles({ className: 'mt-4 w-full' })}>
        <Trans>Open the agent console</Trans>
      </Link>
    </Card>
  );
}
