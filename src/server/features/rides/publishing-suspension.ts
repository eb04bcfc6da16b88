import { isNull, lte, or } from 'drizzle-orm';
import { formatNairobiDateTime } from '../../../shared/nairobi-time.ts';
import { now } from '../../clock.ts';
import { users } from '../../db/schema.ts';
import { errorWithValuesIn } from '../../errors.ts';

/**
 * docs/product-rules.md "Cost sharing and reliability": a driver with 3 late cancellations in 30
 * days may not publish rides for 7 days (late-cancellations.ts sets the date). Refuses with
 * 403 `driver_suspended_cancellations` and `until` while that date is ahead; past it (the
 * server's clock), publishing works again without anyone lifting it.
 */
export function assertMayPublish(driver: { publishingSuspendedUntil: Date | null }): void {
  const until = driver.publishingSuspendedUntil;
  if (until && until.getTime() > now().getTime()) {
    throw errorWithValuesIn('driver_suspended_cancellations', { until }, (language) => ({
      when: formatNairobiDateTime(until, language),
    }));
  }
}

/** The same rule in SQL, for jobs that publish for drivers (the series extension). */
export const notSuspended = () =>
  or(isNull(users.publishingSuspendedUntil), lte(users.publishingSuspendedUntil, now()));
