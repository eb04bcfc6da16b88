import { Trans, useLingui } from '@lingui/react/macro';
import { formatKsh } from '../../../shared/format-money';
import { Chevron } from '../../components/ui/glyphs';
import { barPercent, compactAmount, weekLabel, weekRange } from './earnings-format';

interface Week {
  weekStart: string;
  amount: number;
}

/**
 * The last weeks' earnings as bars, oldest first, this week last and highlighted. The bars are
 * for the eye; the table under them says the same for screen readers and anyone who wants figures.
 */
export function WeeklyEarningsChart({ weeks }: { weeks: Week[] }) {
  const { t } = useLingui();
  const largest = Math.max(0, ...weeks.map((week) => week.amount));
  const last = weeks.length - 1;
  return (
    <div>
      <div aria-hidden="true" className="flex h-44 items-stretch gap-1.5 sm:gap-3">
        {weeks.map((week, i) => {
          const current = i === last;
          return (
            <div key={week.weekStart} className="flex min-w-0 flex-1 flex-col items-center">
              <div className="flex w-full flex-1 flex-col items-center justify-end">
                <span
                  className={`mb-1 text-[11px] tabular-nums ${current ? 'font-bold text-ink' : 'text-ink-muted'}`}
                >
                  {week.amount > 0 ? compactAmount(week.amount) : ''}
                </span>
                <div
                  className={`w-full max-w-10 rounded-t-md ${current ? 'bg-primary' : 'bg-primary/35'}`}
                  style={{ height: `${barPercent(week.amount, largest)}%` }}
                />
              </div>
              <div className="h-px w-full bg-line" />
              <span
                className={`mt-1.5 flex h-7 items-start justify-center text-center text-[11px] leading-tight ${current ? 'font-bold text-ink' : 'text-ink-muted'}`}
              >
                {current ? t`This week` : weekLabel(week.weekStart)}
              </span>
            </div>
          );
        })}
      </div>
      <details className="group mt-4">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg font-semibold text-primary-strong text-sm">
          <Chevron className="size-4 transition-transform group-open:rotate-90" />
          <Trans>Show as a table</Trans>
        </summary>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">
            <Trans>Earnings per week, Monday to Sunday</Trans>
          </caption>
          <thead>
            <tr className="border-line border-b text-left text-ink-muted">
              <th scope="col" className="py-2 font-medium">
                <Trans>Week</Trans>
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                <Trans>Earnings</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, i) => (
              <tr key={week.weekStart} className="border-line border-b last:border-0">
                <th scope="row" className="py-2 text-left font-normal text-ink">
                  {weekRange(week.weekStart)}
                  {i === last ? (
                    <span className="text-ink-muted">
                      {' '}
                      <Trans>(this week)</Trans>
                    </span>
                  ) : null}
                </th>
                <td className="py-2 text-right font-semibold text-ink tabular-nums">
                  {formatKsh(week.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
