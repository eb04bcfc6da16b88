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
  const titleId = useId();
  const queue = useQuery(pendingReviewsQuery);
  const incidents = useQuery(incidentsQuery);
  const waiting = queue.data?.length;
  const sos = incidents.data ? openIncidentCount(incidents.data) : 0;
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
            Agent console
          </h2>
          {sos > 0 ? (
            <p className="mt-0.5 font-semibold text-danger text-sm" aria-live="polite">
              {sos === 1 ? '1 SOS alert is open.' : `${sos} SOS alerts are open.`}
            </p>
          ) : null}
          <p className="mt-0.5 text-ink-muted text-sm" aria-live="polite">
            {waiting === undefined
              ? queue.isError
                ? 'Check the National IDs waiting for an agent.'
                : 'Counting the National IDs waiting…'
              : waiting === 0
                ? 'No National IDs are waiting. Nice work.'
                : `${waiting >= PAGE ? `${PAGE}+` : waiting} National ${
                    waiting === 1 ? 'ID is' : 'IDs are'
                  } waiting for an agent.`}
          </p>
        </div>
      </div>
      <Link href="/admin" className={buttonStyles({ className: 'mt-4 w-full' })}>
        Open the agent console
      </Link>
    </Card>
  );
}
