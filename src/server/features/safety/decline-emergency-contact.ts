import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { declinedEmergencyContacts, emergencyContacts, users } from '../../db/schema.ts';
import { noticeText, personIn } from '../notifications/notice-text.ts';
import { type Notifier, notify } from '../notifications/notify.ts';

export interface DeclineDeps {
  db: Database;
  notifier: Notifier;
}

/**
 * docs/product-rules.md "Trip day" (SOS): a phone's NO (HAPANA) by SMS answers the consent SMS
 * it got most recently, so it removes the phone from the list of the person who sent that one,
 * not from everyone's: a stranger naming a mother must not, by her NO, take her off her
 * children's lists too (and bar them from naming her again). Each further NO removes the next.
 * The phone is recorded as declined for that person, who may not name it again, and is told by
 * a notification in their language. Answers that person, or null when the phone is nobody's
 * emergency contact.
 */
export async function declineEmergencyContact(
  deps: DeclineDeps,
  phone: string,
): Promise<{ personId: string; personName: string | null } | null> {
  const declined = await deps.db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ userId: emergencyContacts.userId })
      .from(emergencyContacts)
      .where(eq(emergencyContacts.phoneNumber, phone))
      .orderBy(
        sql`${emergencyContacts.consentSmsAt} desc nulls last`,
        desc(emergencyContacts.createdAt),
      )
      .limit(1);
    if (!latest) return null;
    const { userId } = latest;
    // The lock a save of the list takes: a save at the same moment comes wholly before or after.
    const [person] = await tx
      .select({ name: sql<string | null>`coalesce(${users.verifiedFullName}, ${users.fullName})` })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [removed] = await tx
      .delete(emergencyContacts)
      .where(and(eq(emergencyContacts.userId, userId), eq(emergencyContacts.phoneNumber, phone)))
      .returning({ name: emergencyContacts.name });
    if (!removed) return null; // that save had just removed it
    await tx
      .insert(declinedEmergencyContacts)
      .values({ userId, phoneNumber: phone })
      .onConflictDoNothing();
    const ids = await notify(tx, [
      {
        userId,
        kind: 'trip',
        link: '/profile/emergency-contacts',
        text: (language) =>
          noticeText(language, 'emergencyContactDeclined', {
            name: personIn(language, removed.name, 'yourContact'),
            phone,
          }),
        dedupeKey: `emergency-contact-declined:${userId}:${phone}`,
      },
    ]);
    return { ids, personId: userId, personName: person?.name ?? null };
  });
  if (!declined) return null;
  await deps.notifier.deliver(declined.ids);
  return { personId: declined.personId, personName: declined.personName };
}
