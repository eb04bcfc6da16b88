import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { useNow } from '../../lib/use-now';
import { IncidentCard } from './incident-card';
import { incidentsQuery } from './safety-api';
import { openIncidentCount, sortIncidents } from './safety-rules';

/** SOS incidents, first on the console: open ones on top, newest first. */
export function IncidentsSection() {
  const { t } = useLingui();
  const incidents = useQuery(incidentsQuery);
  const now = useNow(true, 30_000);
  const list = incidents.data ? sortIncidents(incidents.data) : null;
  const open = list ? openIncidentCount(list) : 0;

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
          <ul className="grid gap-4" aria-label={t`SOS incidents`}>
            {list.map((incident) => (
              <li key={incident.id}>
                <IncidentCard incident={incident} now={now} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl border border-line border-dashed bg-white/60 px-4 py-6 text-center text-ink-muted text-sm">
            <Trans>No SOS incidents. New ones show here within seconds.</Trans>
          </p>
        )}
      </div>
    </section>
  );
}
