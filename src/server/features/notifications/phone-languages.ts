import { and, inArray, isNull } from 'drizzle-orm';
import type { Language } from '../../../shared/language.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/**
 * The saved language of each of these phones that belongs to an account, in one query: an SMS
 * to a phone (a sign-in code, an SOS, a shared trip) speaks its owner's language when Pamoja
 * knows them. Phones without an account are not in the map: the caller falls back to the
 * language of the person whose action sent it.
 */
export async function languagesOfPhones(
  db: Database,
  phones: string[],
): Promise<Map<string, Language>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .select({ phone: users.phoneNumber, language: users.language })
    .from(users)
    .where(and(inArray(users.phoneNumber, phones), isNull(users.deletedAt)));
  return new Map(rows.map((row) => [row.phone, row.language]));
}
