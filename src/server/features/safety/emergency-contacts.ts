import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { nairobiDayStart } from '../../../shared/geo.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/language.ts';
import { EMERGENCY_CONTACTS_ADDED_PER_DAY } from '../../../shared/rules/trips.ts';
import type { EmergencyContact } from '../../../shared/schemas/trips.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import {
  declinedEmergencyContacts,
  emergencyContacts,
  rateLimits,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { translate } from '../../i18n/messages.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { personIn } from '../notifications/notice-text.ts';
import { languagesOfPhones } from '../notifications/phone-languages.ts';
import { sendNotices } from '../notifications/send-notices.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface EmergencyContactDeps {
  db: Database;
  sms: SmsProvider;
  log: { warn(obj: object, msg: string): void };
}

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
 * own phone, would text nobody useful when they press SOS: refused. docs/product-rules.md "Trip
 * day" (SOS): every contact is texted once that the person named them and that NO removes them
 * (a contact kept from the list before is not texted again, nor counted); a phone that answered
 * NO cannot be named again by that person; and at most 3 phones a Nairobi day are new to the
 * list, so that list changes between SOS presses cannot text strangers one after another.
 * Removing, reordering and renaming are free. Refused, the list stays as it was.
 */
export async function replaceEmergencyContacts(
  deps: EmergencyContactDeps,
  userId: string,
  contacts: EmergencyContact[],
): Promise<EmergencyContact[]> {
  const phones = contacts.map((contact) => contact.phone);
  if (new Set(phones).size !== phones.length) throw new AppError('emergency_contact_twice');
  const { person, toAsk } = await deps.db.transaction(async (tx) => {
    // The person's row is locked so two saves at once end with one list, not a mix of both, and
    // count their new phones one after the other.
    const [me] = await tx
      .select({
        phone: users.phoneNumber,
        name: sql<string | null>`coalesce(${users.verifiedFullName}, ${users.fullName})`,
        language: users.language,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (me && phones.includes(me.phone)) throw new AppError('emergency_contact_is_self');
    const before = new Map(
      (await tx.select().from(emergencyContacts).where(eq(emergencyContacts.userId, userId))).map(
        (row) => [row.phoneNumber, row],
      ),
    );
    const added = phones.filter((phone) => !before.has(phone));
    if (added.length > 0) {
      await refuseDeclined(tx, userId, added);
      await countAdded(tx, userId, added.length);
    }
    const at = now();
    await tx.delete(emergencyContacts).where(eq(emergencyContacts.userId, userId));
    if (contacts.length > 0) {
      await tx.insert(emergencyContacts).values(
        contacts.map((contact, position) => {
          const kept = before.get(contact.phone);
          return {
            userId,
            position,
            name: contact.name,
            phoneNumber: contact.phone,
            // A contact never asked yet (named before consent SMS existed) is asked now.
            consentSmsAt: kept?.consentSmsAt ?? at,
            createdAt: kept?.createdAt ?? at,
          };
        }),
      );
    }
    const toAsk = phones.filter((phone) => !before.get(phone)?.consentSmsAt);
    return { person: me, toAsk };
  });
  if (toAsk.length > 0) await askConsent(deps, userId, person, toAsk);
  return contacts.map(({ name, phone }) => ({ name, phone }));
}

/** A phone that answered NO to this person (decline-emergency-contact.ts) stays off their list. */
async function refuseDeclined(tx: Database, userId: string, phones: string[]) {
  const [declined] = await tx
    .select({ phone: declinedEmergencyContacts.phoneNumber })
    .from(declinedEmergencyContacts)
    .where(
      and(
        eq(declinedEmergencyContacts.userId, userId),
        inArray(declinedEmergencyContacts.phoneNumber, phones),
      ),
    )
    .limit(1);
  if (declined) throw new AppError('emergency_contact_declined', { phone: declined.phone });
}

/**
 * Counts the phones new to the person's list this Nairobi day, refusing past the limit. A
 * removed contact leaves no row behind, so the count cannot come from the contacts themselves:
 * it is kept in the shared fixed-window counters' table, one row per person and day, written in
 * this transaction (a refused save counts nothing) under the person's lock (exact, whatever the
 * concurrency and the number of processes).
 */
async function countAdded(tx: Database, userId: string, added: number) {
  const day = nairobiDayStart(now());
  const [counted] = await tx
    .insert(rateLimits)
    .values({ key: `emergency-contacts-added:${userId}`, windowStart: day, count: added })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + ${added}` },
    })
    .returning({ count: rateLimits.count });
  if ((counted?.count ?? 0) > EMERGENCY_CONTACTS_ADDED_PER_DAY) {
    // Until the next Nairobi midnight, when the day's count starts again.
    const seconds = Math.ceil((day.getTime() + DAY_MS - now().getTime()) / 1000);
    throw new AppError(
      'emergency_contacts_daily_limit',
      { limit: EMERGENCY_CONTACTS_ADDED_PER_DAY },
      { 'Retry-After': String(seconds) },
    );
  }
}

/**
 * After the commit, one SMS to each contact not yet asked: who named them, that an SOS texts
 * them, and that NO removes them. In the contact's own language if the phone has an account,
 * else the person's; it names the person, so it goes with their account (`sentForUserId`).
 */
async function askConsent(
  deps: EmergencyContactDeps,
  userId: string,
  person: { name: string | null; language: Language } | undefined,
  phones: string[],
) {
  const saved = await languagesOfPhones(deps.db, phones);
  await sendNotices(
    deps.sms,
    deps.log,
    phones.map((to) => {
      const language = saved.get(to) ?? person?.language ?? DEFAULT_LANGUAGE;
      return {
        to,
        sentForUserId: userId,
        message: translate(language, 'sms.emergencyContactConsent', {
          name: personIn(language, person?.name, 'aPamojaMember'),
        }),
      };
    }),
  );
}
