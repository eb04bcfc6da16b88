import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { NATIONAL_ID } from '../../../shared/rules/documents.ts';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { documentReviews, registrationDocuments, uploads, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { noticeText } from '../notifications/notice-text.ts';
import { type Notifier, notify } from '../notifications/notify.ts';

export type RegistrationDocument = typeof registrationDocuments.$inferSelect;

/** Records an uploaded, checked image as the person's National ID, waiting for an agent. */
export async function saveUserDocument(
  db: Database,
  user: SessionUser,
  input: { documentImageUrl: string; documentNumber?: string },
): Promise<RegistrationDocument> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`documents:${user.id}`}))`);
    // The slot is locked until the document is written, so the job that deletes unused uploads
    // (discard-unused-uploads.ts) either waits for it or has already deleted its file.
    const [upload] = await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.objectKey, input.documentImageUrl), eq(uploads.userId, user.id)))
      .for('update');
    if (!upload?.processedAt || upload.discardedAt) throw new AppError('document_image_unknown');
    const [latest] = await tx
      .select()
      .from(registrationDocuments)
      .where(eq(registrationDocuments.userId, user.id))
      .orderBy(desc(registrationDocuments.createdAt))
      .limit(1);
    if (latest?.verificationStatus === 'pending') throw new AppError('document_already_pending');
    if (latest?.verificationStatus === 'approved') throw new AppError('document_already_approved');
    const [used] = await tx
      .select({ id: registrationDocuments.id })
      .from(registrationDocuments)
      .where(eq(registrationDocuments.documentImageUrl, input.documentImageUrl));
    if (used) throw new AppError('upload_used');
    const [document] = await tx
      .insert(registrationDocuments)
      .values({
        userId: user.id,
        documentType: NATIONAL_ID,
        // The app sends a placeholder number; the one given at registration is the real one.
        documentNumber: user.nationalId ?? input.documentNumber ?? null,
        documentImageUrl: input.documentImageUrl,
      })
      .returning();
    if (!document) throw new Error('document not written');
    return document;
  });
}

export async function listOwnDocuments(
  db: Database,
  userId: string,
): Promise<RegistrationDocument[]> {
  return db
    .select()
    .from(registrationDocuments)
    .where(eq(registrationDocuments.userId, userId))
    .orderBy(desc(registrationDocuments.createdAt));
}

export async function listDocumentsForReview(
  db: Database,
  query: { status: 'pending' | 'approved' | 'rejected'; limit: number; offset: number },
) {
  // The queue is worked oldest first; decided documents are browsed newest first.
  const order =
    query.status === 'pending'
      ? asc(registrationDocuments.createdAt)
      : desc(registrationDocuments.verifiedAt);
  return db
    .select({
      document: registrationDocuments,
      user: {
        id: users.id,
        fullName: users.fullName,
        phoneNumber: users.phoneNumber,
        nationalId: users.nationalId,
        profilePictureUrl: users.profilePictureUrl,
        verifiedFullName: users.verifiedFullName,
      },
    })
    .from(registrationDocuments)
    .innerJoin(users, eq(users.id, registrationDocuments.userId))
    .where(eq(registrationDocuments.verificationStatus, query.status))
    .orderBy(order, asc(registrationDocuments.id))
    .limit(query.limit)
    .offset(query.offset);
}

/** The stored image behind a document, with the type its bytes were checked to be. */
export async function findDocumentImage(db: Database, documentId: string) {
  const [row] = await db
    .select({ document: registrationDocuments, contentType: uploads.contentType })
    .from(registrationDocuments)
    .leftJoin(uploads, eq(uploads.objectKey, registrationDocuments.documentImageUrl))
    .where(eq(registrationDocuments.id, documentId));
  return row ?? null;
}

export interface ReviewDeps {
  db: Database;
  log: { warn(obj: object, msg: string): void };
  notifier: Notifier;
}

/**
 * An agent's decision: only on a pending document (two agents cannot both decide), kept in
 * document_reviews, and told to the person (inbox, push or SMS). Approval makes them a verified driver.
 */

export async function reviewDocument(
  deps: ReviewDeps,
  agent: SessionUser,
  documentId: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<RegistrationDocument> {
  const reason = decision.approve ? null : decision.reason;
  const { document, notificationIds } = await deps.db.transaction(async (tx) => {
    // The owner's row first, as a profile change does: their name and ID hold still meanwhile.
    await tx.execute(
      sql`select 1 from ${users} where ${users.id} = (select ${registrationDocuments.userId} from ${registrationDocuments} where ${registrationDocuments.id} = ${documentId}) for update`,
    );
    const [document] = await tx
      .update(registrationDocuments)
      .set({
        verificationStatus: decision.approve ? 'approved' : 'rejected',
        verifiedAt: sqlNow(),
        verifiedBy: agent.id,
        rejectionReason: reason,
        updatedAt: sqlNow(),
      })
      .where(
        and(
          eq(registrationDocuments.id, documentId),
          eq(registrationDocuments.verificationStatus, 'pending'),
          // Another agent checks an agent's own ID: nobody verifies themselves.
          ne(registrationDocuments.userId, agent.id),
        ),
      )
      .returning();
    if (!document) {
      const [exists] = await tx
        .select({ userId: registrationDocuments.userId })
        .from(registrationDocuments)
        .where(eq(registrationDocuments.id, documentId));
      if (!exists) throw new AppError('document_not_found');
      if (exists.userId === agent.id) throw new AppError('own_document_review');
      throw new AppError('document_not_pending');
    }
    if (decision.approve) {
      await tx
        .update(users)
        // The name checked against the photo is the one passengers see until the next approval.
        .set({
          isVerified: true,
          isDriver: true,
          verifiedFullName: sql`${users.fullName}`,
          updatedAt: sqlNow(),
        })
        .where(eq(users.id, document.userId));
    }
    await tx.insert(documentReviews).values({
      documentId: document.id,
      userId: document.userId,
      agentId: agent.id,
      decision: decision.approve ? 'approved' : 'rejected',
      reason,
    });
    const notificationIds = await notify(tx, [
      {
        userId: document.userId,
        kind: 'document',
        link: decision.approve ? '/create-ride' : '/documents',
        text: (language) =>
          decision.approve
            ? noticeText(language, 'idVerified')
            : noticeText(language, 'idNotVerified', { reason }),
      },
    ]);
    return { document, notificationIds };
  });
  await deps.notifier.deliver(notificationIds);
  return document;
}
