import { sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import { type Database, queryRows } from '../../db/client.ts';

/**
 * How long an answer of Google's is kept: one day. A morning's commuters type the same stages,
 * estates and offices, so a day takes most repeats off Google's bill; Google's terms let a service
 * keep place ids for good and coordinates for at most 30 days, so a day keeps the points (and the
 * names beside them) briefly, and a place Google renames or moves is right again the next day.
 */
export const MAPS_ANSWER_MS = 24 * 60 * 60 * 1000;

/** The Google services whose answers are kept. */
export type MapsService = 'autocomplete' | 'details' | 'geocode' | 'directions';

/**
 * The key of a question to a service: typed text in lower case with its spaces collapsed, so
 * that 'Westgate ' and 'westgate' are one question; a place id as it is (ids are case-sensitive).
 * Never the session token, which differs for every person asking the same thing.
 */
export function mapsAnswerKey(service: MapsService, question: string): string {
  const asked =
    service === 'details' ? question.trim() : question.trim().toLowerCase().replace(/\s+/g, ' ');
  return `${service}:${asked}`;
}

export interface MapsAnswers {
  /**
   * The kept answer to the question, else `ask`'s, kept for every process (`maps_answers`) for
   * a day. A failure is thrown and never kept. Questions asked at once in this process share one
   * look-up, so a burst of the same search makes one call.
   */
  answer<T>(key: string, ask: () => Promise<T>): Promise<T>;
}

export function createMapsAnswers(db: Database): MapsAnswers {
  const asking = new Map<string, Promise<unknown>>();

  async function lookUp<T>(key: string, ask: () => Promise<T>): Promise<T> {
    const at = now();
    const [kept] = await queryRows<{ answer: T }>(
      db,
      sql`select answer from maps_answers
          where key = ${key} and expires_at > ${at.toISOString()}::timestamptz`,
    );
    if (kept) return kept.answer;
    const found = await ask();
    const written = now();
    const expires = new Date(written.getTime() + MAPS_ANSWER_MS);
    // Writing is when the table grows, so it is also when expired answers go (by their index).
    await db.execute(
      sql`with expired as (
            delete from maps_answers
            where expires_at <= ${written.toISOString()}::timestamptz and key <> ${key}
          )
          insert into maps_answers (key, answer, created_at, expires_at)
          values (${key}, ${JSON.stringify(found)}::jsonb, ${written.toISOString()}::timestamptz,
                  ${expires.toISOString()}::timestamptz)
          on conflict (key) do update
            set answer = excluded.answer, created_at = excluded.created_at,
                expires_at = excluded.expires_at`,
    );
    return found;
  }

  return {
    answer<T>(key: string, ask: () => Promise<T>): Promise<T> {
      let pending = asking.get(key) as Promise<T> | undefined;
      if (!pending) {
        pending = lookUp(key, ask).finally(() => asking.delete(key));
        asking.set(key, pending);
      }
      return pending;
    },
  };
}
