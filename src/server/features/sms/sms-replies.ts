import { formatKsh } from '../../../shared/format-money.ts';
import type { Language } from '../../../shared/language.ts';
import { formatNairobiDateTime } from '../../../shared/nairobi-time.ts';
import type { Database } from '../../db/client.ts';
import { translate } from '../../i18n/messages.ts';
import { personIn, placeIn } from '../notifications/notice-text.ts';
import type { Notifier } from '../notifications/notify.ts';
import { preferencesOf, updatePreferences } from '../notifications/preferences.ts';
import { upcomingBookings } from '../rides/passenger-trips.ts';
import { declineEmergencyContact } from '../safety/decline-emergency-contact.ts';
import type { SmsKeyword } from './sms-keywords.ts';

/** How many trips TRIPS lists: two fit in two SMS even with the longest place labels. */
export const TRIPS_IN_REPLY = 2;

export interface SmsAccount {
  id: string;
  language: Language;
  accountBalance: number;
}

export interface TripInReply {
  departureTime: Date;
  pickup: string | null | undefined;
  destination: string | null | undefined;
  boardingCode: string;
}

/** The TRIPS answer for these trips (at most TRIPS_IN_REPLY), places as cleaned labels. */
export function tripsReply(language: Language, trips: TripInReply[]): string {
  const lines = trips.slice(0, TRIPS_IN_REPLY).map((trip) =>
    translate(language, 'sms.reply.trip', {
      when: formatNairobiDateTime(trip.departureTime, language),
      from: placeIn(language, trip.pickup),
      to: placeIn(language, trip.destination, 'theDestination'),
      boardingCode: trip.boardingCode,
    }),
  );
  return translate(language, 'sms.reply.trips', { count: lines.length, trips: lines.join('; ') });
}

/** Who texted us: their phone, and their account if they have one. */
export interface SmsSender {
  phone: string;
  account: SmsAccount | null;
}

/** A reply's text, and the person it names when that is someone other than its recipient. */
export interface SmsReply {
  text: string;
  sentForUserId?: string;
}

/**
 * Does what the keyword asks (STOP and START change the person's notification preferences,
 * which the web app's settings show; NO takes the phone off an emergency contacts list) and
 * answers the reply in `language`.
 */
export async function actOnKeyword(
  deps: { db: Database; notifier: Notifier },
  keyword: SmsKeyword,
  { phone, account }: SmsSender,
  language: Language,
  ussd: string,
): Promise<SmsReply> {
  if (keyword === 'NO') {
    const declined = await declineEmergencyContact(deps, phone);
    if (!declined) return { text: translate(language, 'sms.reply.notAContact') };
    // It names the person who had named this phone: it goes with their account.
    return {
      text: translate(language, 'sms.reply.contactRemoved', {
        name: personIn(language, declined.personName, 'aPamojaMember'),
      }),
      sentForUserId: declined.personId,
    };
  }
  return { text: await answerKeyword(deps, keyword, { phone, account }, language, ussd) };
}

async function answerKeyword(
  deps: { db: Database; notifier: Notifier },
  keyword: Exclude<SmsKeyword, 'NO'>,
  { account }: SmsSender,
  language: Language,
  ussd: string,
): Promise<string> {
  const { db } = deps;
  switch (keyword) {
    case 'STOP':
    case 'START': {
      if (account) await setAlertSms(db, account.id, keyword === 'START');
      return translate(language, keyword === 'STOP' ? 'sms.reply.stopped' : 'sms.reply.started');
    }
    case 'TRIPS': {
      if (!account) return translate(language, 'sms.reply.noAccount', { ussd });
      // Confirmed trips only: a request waiting for its driver has no trip to board yet.
      const trips = (await upcomingBookings(db, account.id)).filter(
        (trip) => trip.status !== 'requested',
      );
      if (trips.length === 0) return translate(language, 'sms.reply.noTrips', { ussd });
      return tripsReply(
        language,
        trips.map((trip) => ({
          departureTime: trip.departureTime,
          pickup: trip.pickupLocation.address,
          destination: trip.destination.address,
          boardingCode: trip.boardingCode,
        })),
      );
    }
    case 'BAL':
      if (!account) return translate(language, 'sms.reply.noAccount', { ussd });
      return translate(language, 'sms.reply.balance', {
        balance: formatKsh(account.accountBalance),
      });
    case 'HELP':
      return translate(language, 'sms.reply.help', { ussd });
  }
}

/** Ride alerts and trip reminders by SMS on or off; their push choice stays as it was. */
async function setAlertSms(db: Database, userId: string, sms: boolean): Promise<void> {
  const current = await preferencesOf(db, userId);
  await updatePreferences(db, userId, {
    alert: { push: current.alert.push, sms },
    trip: { push: current.trip.push, sms },
  });
}
