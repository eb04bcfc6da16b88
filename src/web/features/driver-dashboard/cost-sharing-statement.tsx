import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatKsh } from '../../../shared/format-money';
import { buttonStyles } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectBox } from '../../components/ui/form-field';
import { LoadFailed } from '../../components/ui/load-failed';
import { Skeleton } from '../../components/ui/skeleton';
import { currentIntlLocale } from '../../lib/i18n/catalogues';
import { formatDeparture } from '../../rides/format-ride';
import {
  costSharingQuery,
  recentMonths,
  type Statement,
  statementPdfUrl,
} from './cost-sharing-api';

/** The months a driver may pick: this one and the 11 before it. */
const MONTHS = 12;

const monthName = (month: string) =>
  new Intl.DateTimeFormat(currentIntlLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T00:00:00Z`));

/**
 * The monthly cost-sharing statement (docs/product-rules.md, "Cost sharing and reliability"):
 * the month's completed rides with what passengers paid against the car's running cost, and
 * the PDF to download: the driver's evidence, if stopped, that they share costs and run no taxi.
 */
export function CostSharingStatement() {
  const { t } = useLingui();
  const id = useId();
  const [months] = useState(() => recentMonths(new Date(), MONTHS));
  const [month, setMonth] = useState(months[0] ?? '');
  const statement = useQuery(costSharingQuery(month));

  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-semibold text-ink text-lg">
        <Trans>Cost-sharing statement</Trans>
      </h2>
      <p className="mt-1 text-ink-muted text-sm">
        <Trans>
          Your evidence, if you are stopped, that passengers share your car's running cost and you
          do not run a taxi.
        </Trans>
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-56">
          <label htmlFor={`${id}-month`} className="mb-1.5 block font-medium text-ink text-sm">
            <Trans>Month</Trans>
          </label>
          <SelectBox id={`${id}-month`} value={month} onChange={(e) => setMonth(e.target.value)}>
            {months.map((m) => (
              <option key={m} value={m}>
                {monthName(m)}
              </option>
            ))}
          </SelectBox>
        </div>
        <a
          href={statementPdfUrl(month)}
          download
          className={buttonStyles({ variant: 'secondary', className: 'sm:ml-auto' })}
        >
          <Trans>Download PDF</Trans>
        </a>
      </div>
      {statement.isError ? (
        <LoadFailed
          className="mt-4"
          title={t`Failed to load the statement`}
          onRetry={() => void statement.refetch()}
        />
      ) : statement.data ? (
        <StatementFigures statement={statement.data} />
      ) : (
        <Skeleton className="mt-4 h-32 w-full" />
      )}
    </Card>
  );
}

function StatementFigures({ statement }: { statement: Statement }) {
  const { t } = useLingui();
  const { totals } = statement;
  const name = monthName(statement.month);
  if (totals.rides === 0) {
    return (
      <p className="mt-4 rounded-xl bg-surface px-4 py-6 text-center text-ink-muted">
        <Trans>No completed rides in {name}.</Trans>
      </p>
    );
  }
  const distance = totals.distanceKm.toLocaleString(currentIntlLocale());
  const rows: Array<[string, string]> = [
    [t`Completed rides`, String(totals.rides)],
    [t`Distance`, t`${distance} km`],
    [t`Car's running cost`, formatKsh(totals.carCostKsh)],
    [t`Passengers paid`, formatKsh(totals.paidKsh)],
  ];
  const now = new Date();
  return (
    <div className="mt-4 flex flex-col gap-4">
      <p
        className={`rounded-xl px-4 py-3 font-semibold text-sm ${
          statement.paidNeverAboveCost ? 'bg-primary-soft text-ink' : 'bg-accent-soft text-ink'
        }`}
        data-testid="cost-sharing-verdict"
      >
        {statement.paidNeverAboveCost
          ? t`In ${name}, passengers never paid more than your car's running cost.`
          : t`Not every ride in ${name} shows passengers paying at most the car's cost: see the rides below.`}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {rows.map(([term, detail]) => (
          <div key={term}>
            <dt className="text-ink-muted">{term}</dt>
            <dd className="font-semibold text-ink tabular-nums">{detail}</dd>
          </div>
        ))}
      </dl>
      <ul className="divide-y divide-line text-sm">
        {statement.rides.map((ride) => {
          const over = ride.carCostKsh === null || ride.paidKsh > ride.carCostKsh;
          const cost = ride.carCostKsh === null ? t`not kept` : formatKsh(ride.carCostKsh);
          const paid = formatKsh(ride.paidKsh);
          return (
            <li key={ride.rideId} className="flex justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="break-words font-medium text-ink">
                  {ride.pickupAddress} → {ride.destinationAddress}
                </p>
                <p className="text-ink-muted text-xs">{formatDeparture(ride.departureTime, now)}</p>
              </div>
              <p
                className={`shrink-0 text-right tabular-nums ${over ? 'text-danger' : 'text-ink'}`}
              >
                {t`${paid} of ${cost}`}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
