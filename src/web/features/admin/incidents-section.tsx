import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { useNow } from '../../lib/use-now';
import { IncidentCard } from './incident-card';
import { incidentsPageQuery } from './safety-api';
import { openIncidentCount } from './safety-rules';

/**
 * SOS incidents, first on the console, a page at a time in the server's order: open ones on top,
 * each person's newest before anyone's second, so one person pressing again and again never
 * hides another's SOS.
 */
export function IncidentsSection() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const incidents = useQuery({ ...incidentsPageQuery(page), placeholderData: keepPreviousData });
  const now = useNow(true, 30_000);
  const list = incidents.data?.incidents ?? null;
  const open = incidents.data ? openIncidentCount(incidents.data) : 0;
  const pageCount = incidents.data?.pageCount ?? 1;
  // Resolving the last ones of the last page leaves it empty: show the page before.
  useEffect(() => {
    if (page > pageCount) setPage(pageCount);
  }, [page, pageCount]);

  return (
    <section aria-labelledby="incidents-heading" className="mt-6">
      <h2 id="incidents-heading" className="flex items-center gap-2 font-semibold text-ink text-xl">
        <Trans>SOS incidents</Trans>
        {open > 0 ? (
          <span className="rounded-full bg-danger px-2 py-0.5 font-semibold text-sm text-white tabular-nums">
            <Trans>{open} open</Trans>
          </span>
        ) : null}
      </h2>
      <p className="mt-1 text-ink-muted text-sm">
        <Trans>
          Open ones first. Call the person who pressed SOS, then the driver; call 999 if anyone is
          in danger.
        </Trans>
      </p>
      <div className="mt-4">
        {incidents.isPending ? (
          <Loading label={t`Loading incidents…`}>
            <Skeleton className="h-40 w-full rounded-2xl" />
          </Loading>
        ) : incidents.isError ? (
          <LoadFailed
            title={t`The incidents could not be loaded`}
            onRetry={() => void incidents.refetch()}
            retrying={incidents.isFetching}
          >
            {t`Check your connection: new SOS alerts show here as soon as it is back.`}
          </LoadFailed>
        ) : list && list.length > 0 ? (
          <>
            <ul className="grid gap-4" aria-label={t`SOS incidents`}>
              {list.map((incident) => (
                <li key={incident.id}>
                  <IncidentCard incident={incident} now={now} />
                </li>
              ))}
            </ul>
            {pageCount > 1 ? (
              <nav
                aria-label={t`Pages of SOS incidents`}
                className="mt-4 flex items-center justify-between gap-3"
              >
                <Button
                  variant="secondary"
                  onClick={() => setPage(page - 1)}
                  disabled={page <= 1 || incidents.isPlaceholderData}
                >
                  <Trans>Previous page</Trans>
                </Button>
                <span className="text-ink-muted text-sm tabular-nums" aria-live="polite">
                  <Trans>
                    Page {page} of {pageCount}
                  </Trans>
                </span>
                <Button
                  variant="secondary"
                  onClick={() => setPage(page + 1)}
                  disabled={page >= pageCount || incidents.isPlaceholderData}
                >
                  <Trans>Next page</Trans>
                </Button>
              </nav>
            ) : null}
          </>
        ) : (
          <p className="rounded-2xl border border-line border-dashed bg-white/60 px-4 py-6 text-center text-ink-muted text-sm">
            <Trans>No SOS incidents. New ones show here within seconds.</Trans>
          </p>
        )}
      </div>
    </section>
  );
}
