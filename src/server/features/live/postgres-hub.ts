import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { createInProcessHub } from './in-process-hub.ts';
import type { LiveEvent, LiveHub } from './live-event.ts';

/** The one channel every process of this database listens on. */
export const LIVE_CHANNEL = 'pamoja_live';

export interface HubLog {
  warn(obj: object, msg: string): void;
}

/** What travels through NOTIFY: the event and which process sent it (at most 8,000 bytes). */
type Notice = LiveEvent & { from: string };

/**
 * Live events across the server processes of one PostgreSQL database: each process listens on
 * one channel on a connection of its own; publishing delivers to this process's streams at once
 * and sends the event to the others with pg_notify (after the change has committed, so a stream
 * that reads the database on the event sees it). A process ignores its own notices, which it has
 * already delivered.
 */
export async function createPostgresHub(database: DatabaseHandle, log: HubLog): Promise<LiveHub> {
  if (!database.listen) throw new Error('this database cannot LISTEN');
  const local = createInProcessHub();
  const self = randomUUID();
  const listening = await database.listen(
    LIVE_CHANNEL,
    (payload) => {
      const notice = parseNotice(payload);
      if (!notice || notice.from === self) return;
      const { from: _from, ...event } = notice;
      void local.publish(event as LiveEvent);
    },
    {
      onError: (error) =>
        log.warn({ reason: error.message }, 'live events: listening connection lost; reconnecting'),
      onReconnect: () => log.warn({}, 'live events: listening again'),
    },
  );
  return {
    async publish(event) {
      await local.publish(event);
      const notice: Notice = { ...event, from: self };
      try {
        await database.db.execute(
          sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`,
        );
      } catch (error) {
        // The change is committed and this process's streams have it; the others miss one event.
        log.warn({ err: error, rideId: event.rideId }, 'live event not sent to other processes');
      }
    },
    subscribe: (rideId, listener) => local.subscribe(rideId, listener),
    async close() {
      await listening.close();
      await local.close();
    },
  };
}

function parseNotice(payload: string): Notice | null {
  try {
    const notice = JSON.parse(payload) as Notice;
    return typeof notice?.rideId === 'string' && typeof notice.from === 'string' ? notice : null;
  } catch {
    return null;
  }
}
