import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/language.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { SessionUser } from './sessions.ts';

/** What a new account starts with; the web app asks for all of it, USSD for the name only. */
export interface NewAccount {
  fullName: string;
  email?: string | null;
  nationalId?: string | null;
  gender?: 'Male' | 'Female' | 'Other' | null;
  language?: Language;
}

/**
 * Creates a phone's account, the one rule for every way of registering (web sign-in code, USSD):
 * null when the phone already has an active account. Run it inside the caller's transaction.
 */
export async function createAccount(
  tx: Database,
  phone: string,
  account: NewAccount,
): Promise<SessionUser | null> {
  if (await findActiveUser(tx, phone)) return null;
  const [user] = await tx
    .insert(users)
    .values({
      phoneNumber: phone,
      fullName: account.fullName,
      email: account.email ?? null,
      nationalId: account.nationalId ?? null,
      gender: account.gender ?? null,
      language: account.language ?? DEFAULT_LANGUAGE,
    })
    .returning();
  if (!user) throw new Error('user not written');
  return user;
}

/** The phone's account, unless it was closed or deactivated. */
export async function findActiveUser(db: Database, phone: string): Promise<SessionUser | null> {
  const [user] = await db.select().from(users).where(eq(users.phoneNumber, phone)).limit(1);
  return user?.isActive && !user.deletedAt ? user : null;
}
