import { createHmac, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Config } from './config.ts';
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

/** The secret path segment of the M-Pesa callback URL: configured, or derived from the key. */
export function mpesaCallbackSecret(config: Config, secret: Buffer): string {
  return (
    config.MPESA_CALLBACK_SECRET ??
    createHmac('sha256', secret).update('mpesa-callback').digest('hex').slice(0, 32)
  );
}
