import { type SQL, sql } from 'drizzle-orm';

/**
 * The server's one clock. Every rule and job asks it the time, in JavaScript (`now()`) and in SQL
 * (`sqlNow()`), never the database's own now(): in development it can be moved forward
 * (`POST /api/dev/clock`), so that what happens later (a ride's completion, a code's expiry, a
 * payout) needs no waiting, in tests, demos and screenshots alike. Production never moves it.
 * Each process keeps its own offset; the rate limits keep to real time (they count real requests).
 */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** The clock's time as a SQL value, for rules written in SQL. */
export function sqlNow(): SQL {
  return sql`${now().toISOString()}::timestamptz`;
}

/**
 * The clock's time in a prepared statement: a `now` placeholder, given `{ now: nowValue() }` at
 * each execution. (sqlNow() would be fixed once, when the statement is prepared.)
 */
export const nowPlaceholder: SQL = sql`${sql.placeholder('now')}::timestamptz`;

/** The value of nowPlaceholder for one execution. */
export function nowValue(): string {
  return now().toISOString();
}

/** Moves this process's clock forward (development and tests only; the caller checks). */
export function advanceClock(minutes: number): Date {
  offsetMs += minutes * 60_000;
  return now();
}

/** Back to real time (tests). */
export function resetClock(): void {
  offsetMs = 0;
}
