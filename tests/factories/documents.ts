import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/server/db/client.ts';
import { registrationDocuments } from '../../src/server/db/schema.ts';
import { onlyRow } from './insert-one.ts';
import { uniqueNationalId } from './unique.ts';
import { createUser } from './users.ts';

export type RegistrationDocument = typeof registrationDocuments.$inferSelect;
export type NewRegistrationDocument = typeof registrationDocuments.$inferInsert;

type DocumentOverrides = Partial<NewRegistrationDocument> & { userId: string };

/** The values of a National ID upload awaiting review; nothing is written. */
export function buildRegistrationDocument(
  overrides: DocumentOverrides,
): NewRegistrationDocument & { id: string } {
  const id = overrides.id ?? randomUUID();
  return {
    id,
    documentType: 'National ID',
    documentNumber: uniqueNationalId(),
    documentImageUrl: `documents/${overrides.userId}/${id}.jpg`,
    verificationStatus: 'pending',
    ...overrides,
  };
}

/** A registration document (pending unless overridden), for a new user unless `userId` is given. */
export async function createRegistrationDocument(
  db: Database,
  overrides: Partial<NewRegistrationDocument> = {},
): Promise<RegistrationDocument> {
  const userId = overrides.userId ?? (await createUser(db)).id;
  return onlyRow(
    await db
      .insert(registrationDocuments)
      .values(buildRegistrationDocument({ ...overrides, userId }))
      .returning(),
    'a registration document',
  );
}
