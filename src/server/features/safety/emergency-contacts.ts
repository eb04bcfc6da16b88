import { asc, eq } from 'drizzle-orm';
import type { EmergencyContact } from '../../../shared/schemas/trips.ts';
import type { Database } from '../../db/client.ts';
import { emergencyContacts, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** A person's emergency contacts, in the order they gave them. */
export async function readEmergencyContacts(
  db: Database,
  userId: string,
): Promise<EmergencyContact[]> {
  return db
    .select({ name: emergencyContacts.name, phone: emergencyContacts.phoneNumber })
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, userId))
    .orderBy(asc(emergencyContacts.position));
}

/**
 * Replaces the whole list (phones already E.164 from the schema). A phone twice, or the person's
 * own phone, would text nobody useful when they press SOS: refused.
 */
export async function replaceEmergencyContacts(
  db: Database,
  userId: string,
  contacts: EmergencyContact[],
): Promise<EmergencyContact[]> {
  const phones = contacts.map((contact) => contact.phone);
  if (new Set(phones).size !== phones.length) throw new AppError('emergency_contact_twice');
  return db.transaction(async (tx) => {
    // The person's row is locked so two saves at once end with one list, not a mix of both.
    const [me] = await tx
      .select({ phone: users.phoneNumber })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (me && phones.includes(me.phone)) throw new AppError('emergency_contact_is_self');
    await tx.delete(emergencyContacts).where(eq(emergencyContacts.userId, userId));
    if (contacts.length > 0) {
      await tx.insert(emergencyContacts).values(
        contacts.map((contact, position) => ({
          userId,
          position,
          name: contact.name,
          phoneNumber: contact.phone,
        })),
      );
    }
    return contacts.map(({ name, phone }) => ({ name, phone }));
  });
}
