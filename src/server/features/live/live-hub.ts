import type { DatabaseHandle } from '../../db/client.ts';
import { createInProcessHub } from './in-process-hub.ts';
import type { LiveHub } from './live-event.ts';
import { createPostgresHub, type HubLog } from './postgres-hub.ts';

export { createInProcessHub } from './in-process-hub.ts';
export type { LiveEvent, LiveHub } from './live-event.ts';

/**
 * The hub for this database: across processes with PostgreSQL's LISTEN/NOTIFY, in-process on
 * PGlite (one process by design). Answers once it is listening.
 */
export async function createLiveHub(database: DatabaseHandle, log: HubLog): Promise<LiveHub> {
  return database.listen ? createPostgresHub(database, log) : createInProcessHub();
}
