import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './db/client.ts';
import { appSettings } from './db/schema.ts';

/**
 * The key for hashing sign-in codes and signing upload URLs. SECRET_KEY when set (production);
 * otherwise one generated on first start and kept in the database, so every process on the
 * same database shares it.
 */
export async function resolveSecretKey(
  db: Database,
  configured: string | undefined,
): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await db
    .insert(appSettings)
    .values({ key: 'secret_key', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, sql`'secret_key'`));
  if (!row) throw new Error('could not read the generated secret key');
  return Buffer.from(row.value, 'utf8');
}
