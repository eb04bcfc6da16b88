import { and, count, eq, gt, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/language.ts';
import {
  automaticCompletionTime,
  EMERGENCY_NUMBERS,
  SOS_TEXTED_PER_TRIP,
  SOS_WINDOW_MINUTES,
} from '../../../shared/rules/trips.ts';
import { now } from '../../clock.ts';
import { incidents, tripShares, users, vehicles } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SmsMessage } from '../../providers/sms/sms-provider.ts';
import { languagesOfPhones } from '../notifications/phone-languages.ts';
import { sendNotices } from '../notifications/send-notices.ts';
import { lastPosition } from '../trips/last-position.ts';
import { findTripAccess } from '../trips/trip-access.ts';
import { readEmergencyContacts } from './emergency-contacts.ts';
import { joinRecentIncident } from './join-sos-press.ts';
import { type ShareDeps, shareUrl } from './share-links.ts';
import { hashShareToken, newShareToken } from './share-token.ts';
import { sosMessage } from './sos-message.ts';

const MINUTE = 60_000;

/** When SOS works on a ride: from 1 hour before departure until 1 hour after it ended. */
export function sosWindow(ride: {
  departureTime: Date;
  estimatedDuration: number | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
}) {
  const end =
    ride.completedAt ??
    ride.cancelledAt ??
    automaticCompletionTime(ride.departureTime, ride.estimatedDuration);
  return {
    opensAt: new Date(ride.departureTime.getTime() - SOS_WINDOW_MINUTES.beforeDeparture * MINUTE),
    closesAt: new Date(end.getTime() + SOS_WINDOW_MINUTES.afterCompletion * MINUTE),
  };
}

/**
 * SOS by the driver or a passenger of the ride (anyone else: 404), within its window (else 409):
 * the incident is recorded for the agents (a press soon after the person's last one on this trip
 * joins its incident instead, see joinRecentIncident) and, for the person's first 3 incidents on
 * this trip, each emergency contact is texted who, which car, where and a live link; a press that
 * joins texts nobody again. The answer does not wait for the SMS provider: the texts go out after
 * it (failures are logged). Never refused (docs/product-rules.md "Trip day", SOS).
 */
export async function pressSos(
  deps: ShareDeps,
  userId: string,
  rideId: string,
  body: { latitude?: number; longitude?: number },
) {
  const { db } = deps;
  const { ride, booking } = await findTripAccess(db, rideId, userId);
  const { opensAt, closesAt } = sosWindow(ride);
  const at = now();
  if (at < opensAt || at > closesAt) throw new AppError('sos_outside_window');
  const given =
    body.latitude !== undefined && body.longitude !== undefined
      ? { latitude: body.latitude, longitude: body.longitude }
      : null;
  const contacts = await readEmergencyContacts(db, userId);
  const token = newShareToken();

  const recorded = await db.transaction(async (tx) => {
    // One person's presses are taken one at a time (their row is locked), so presses that race
    // join one incident, and the texting limit counts right.
    const [person] = await tx
      .select({
        name: sql<string | null>`coalesce(${users.verifiedFullName}, ${users.fullName})`,
        language: users.language,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const joined = await joinRecentIncident(tx, rideId, userId, given);
    const [texted] = await tx
      .select({ n: count() })
      .from(incidents)
      .where(
        and(
          eq(incidents.rideId, rideId),
          eq(incidents.userId, userId),
          gt(incidents.contactsTexted, 0),
        ),
      );
    const texting = !joined && (texted?.n ?? 0) < SOS_TEXTED_PER_TRIP ? contacts.length : 0;
    const [incident] = joined
      ? [joined]
      : await tx
          .insert(incidents)
          .values({
            rideId,
            userId,
            latitude: given?.latitude ?? null,
            longitude: given?.longitude ?? null,
            contactsTexted: texting,
            lastPressedAt: now(),
          })
          .returning({ id: incidents.id, contactsTexted: incidents.contactsTexted });
    if (texting > 0) {
      await tx.insert(tripShares).values({
        rideId,
        sharedBy: userId,
        bookingId: booking?.id ?? null,
        tokenHash: hashShareToken(token),
      });
    }
    return {
      incidentId: incident?.id ?? '',
      texting,
      // A press that joins says what its incident did: those contacts already have the text.
      contactsTexted: incident?.contactsTexted ?? 0,
      name: person?.name ?? null,
      language: person?.language ?? DEFAULT_LANGUAGE,
    };
  });

  if (recorded.texting > 0) {
    void textContacts(deps, rideId, ride.vehicleId, {
      to: contacts.map((contact) => contact.phone),
      userId,
      name: recorded.name,
      language: recorded.language,
      position: given,
      token,
    }).catch((error: Error) =>
      deps.log.warn({ reason: error.message, rideId }, 'SOS texts not sent'),
    );
  }
  return {
    incidentId: recorded.incidentId,
    contactsTexted: recorded.contactsTexted,
    emergencyNumbers: [...EMERGENCY_NUMBERS],
  };
}

/** After the answer: the texts, each on its own so one slow or failed SMS holds up no other. */
async function textContacts(
  deps: ShareDeps,
  rideId: string,
  vehicleId: string,
  sos: {
    to: string[];
    /** Who pressed: each text names them, so it goes with their account. */
    userId: string;
    name: string | null;
    /** The language of the person who pressed SOS: for contacts without an account. */
    language: Language;
    position: { latitude: number; longitude: number } | null;
    token: string;
  },
) {
  const [vehicle] = await deps.db
    .select({
      make: vehicles.make,
      model: vehicles.model,
      color: vehicles.color,
      licensePlate: vehicles.licensePlate,
    })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  if (!vehicle) throw new Error('the ride has no vehicle');
  const facts = {
    name: sos.name,
    vehicle,
    position: sos.position ?? (await lastPosition(deps.db, rideId)),
    shareUrl: shareUrl(deps.publicUrl, sos.token),
  };
  // Each contact in their own language if they have an account, else in the sender's.
  const saved = await languagesOfPhones(deps.db, sos.to);
  const messages = new Map<Language, string>();
  const messageIn = (language: Language) => {
    const message = messages.get(language) ?? sosMessage(facts, language);
    messages.set(language, message);
    return message;
  };
  const notices: SmsMessage[] = sos.to.map((to) => ({
    to,
    message: messageIn(saved.get(to) ?? sos.language),
    sentForUserId: sos.userId,
  }));
  await Promise.all(notices.map((notice) => sendNotices(deps.sms, deps.log, [notice])));
}
