import pg from 'pg';

/** The first wait before connecting again after the listening connection dropped, then doubled. */
const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5_000;

export interface ListenHooks {
  /** The connection dropped or could not be made again (it keeps trying). */
  onError?(error: Error): void;
  /** Listening again after a drop: notifications sent meanwhile were lost. */
  onReconnect?(): void;
}

export interface Listening {
  /**
   * NOTIFYs `payload` on the channel from the listening connection itself, past the pool and
   * whatever waits for it there; fails while that connection is down.
   */
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * LISTENs on `channel` on a connection of its own for the life of the process (a pooled
 * connection goes back to the pool and would stop hearing). When that connection drops (a
 * server restart, a network cut), it connects again, waiting 100 ms, then twice as long each
 * time up to 5 s. Answers once the first LISTEN is in place; fails if that first one fails.
 */
export async function listenOn(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  hooks: ListenHooks = {},
): Promise<Listening> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let current: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;

  /** The established connection dropped: forget it and connect again later. */
  const drop = (client: pg.Client, error: Error) => {
    if (current !== client) return;
    current = undefined;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (closed) return;
    hooks.onError?.(error);
    schedule();
  };

  const connect = async () => {
    // Named, so that pg_stat_activity tells the listening connections apart from the pool's
    // (its `query` shows only the last statement, and the session cache sends on it too).
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      application_name: `pamoja listen ${channel}`,
    });
    // Until LISTEN is in place a failure rejects the attempt; only then may it drop.
    let established = false;
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    client.on('error', (error) => {
      if (established) drop(client, error);
    });
    client.on('end', () => {
      if (established) drop(client, new Error('the listening connection ended'));
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    established = true;
    current = client;
  };

  const schedule = () => {
    if (retry || closed) return;
    retry = setTimeout(async () => {
      try {
        await connect();
        delay = FIRST_RETRY_MS;
        if (closed) await current?.end().catch(() => {});
        else hooks.onReconnect?.();
      } catch (error) {
        delay = Math.min(delay * 2, LONGEST_RETRY_MS);
        if (!closed) hooks.onError?.(error as Error);
      } finally {
        retry = undefined;
      }
      if (!current) schedule();
    }, delay);
  };

  await connect();
  return {
    async notify(payload) {
      if (!current) throw new Error('the listening connection is down');
      // Named: prepared once on this connection, not planned again for every notice.
      await current.query({
        name: 'pamoja_notify',
        text: 'select pg_notify($1, $2)',
        values: [channel, payload],
      });
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
