import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { identityChanges } from '../../../shared/rules/documents.ts';
import type { updateUserDetailsRequest } from '../../../shared/schemas/auth.ts';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { registrationDocuments, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../auth/sessions.ts';

type ProfileChanges = z.output<typeof updateUserDetailsRequest>;

/**
 * Saves the details a person may change. A verified driver's name and National ID are locked
 * (product rules, "People and sign-in"): changing either needs their consent, sends the approved
 * National ID back to the agents' queue and ends the verification until an agent approves again;
 * passengers meanwhile keep seeing the name the agent checked (`verifiedFullName`).
 */
export async function updateProfile(
  db: Database,
  userId: string,
  input: ProfileChanges,
): Promise<SessionUser> {
  const { acceptIdentityReview, email, ...rest } = input;
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new Error('the signed-in user is gone');
    const changed = identityChanges(user, rest);
    const reviewAgain = user.isVerified && changed.length > 0;
    if (reviewAgain && !acceptIdentityReview) {
      throw new AppError('identity_review_required', { fields: changed });
    }
    const [updated] = await tx
      .update(users)
      .set({
        ...rest,
        ...(email !== undefined ? { email } : {}),
        ...(reviewAgain
          ? {
              isVerified: false,
              // Drivers approved before this column existed: the name they were approved with.
              verifiedFullName: sql`coalesce(${users.verifiedFullName}, ${users.fullName})`,
            }
          : {}),
        updatedAt: sqlNow(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw new Error('the signed-in user is gone');
    if (changed.includes('nationalId') || reviewAgain) {
      await reopenLatestDocument(tx, updated, reviewAgain);
    }
    return updated;
  });
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The person's latest National ID carries the number they now give; after an approval it goes
 * back to pending, so the agents check the photo against the new name and number. A driver
 * approved without a document on file (none is kept) uploads one again from the documents screen.
 */
async function reopenLatestDocument(tx: Transaction, user: SessionUser, reviewAgain: boolean) {
  const [latest] = await tx
    .select({ id: registrationDocuments.id, status: registrationDocuments.verificationStatus })
    .from(registrationDocuments)
    .where(eq(registrationDocuments.userId, user.id))
    .orderBy(desc(registrationDocuments.createdAt))
    .limit(1);
  if (!latest) return;
  if (latest.status === 'pending') {
    await tx
      .update(registrationDocuments)
      .set({ documentNumber: user.nationalId, updatedAt: sqlNow() })
      .where(eq(registrationDocuments.id, latest.id));
  } else if (latest.status === 'approved' && reviewAgain) {
    await tx
      .update(registrationDocuments)
      .set({
        verificationStatus: 'pending',
        documentNumber: user.nationalId,
        verifiedAt: null,
        verifiedBy: null,
        updatedAt: sqlNow(),
      })
      .where(
        and(
          eq(registrationDocuments.id, latest.id),
          eq(registrationDocuments.verificationStatus, 'approved'),
        ),
      );
  }
}
