import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may use to reach us. */
  subject: string;
}

/**
 * The server's VAPID identity for Web Push. VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set;
 * otherwise a pair generated on first start and kept in the database as one row (both halves
 * together, so no process can pair one's public key with another's private key): the first
 * insert wins and every process reads the winner. Browsers subscribe with the public key, so it
 * must never change under them; only a new database makes a new pair.
 */
export async function resolveVapidKeys(
  db: Database,
  config: Pick<
    Config,
    'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'CONTACT_EMAIL'
  >,
): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.CONTACT_EMAIL}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const generated = webpush.generateVAPIDKeys();
  await db
    .insert(appSettings)
    .values({ key: 'vapid_keys', value: JSON.stringify(generated) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, sql`'vapid_keys'`));
  if (!row) throw new Error('could not read the generated VAPID keys');
  const kept = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}
