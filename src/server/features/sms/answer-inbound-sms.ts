import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import { toE164KenyanPhone } from '../../../shared/phone.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { smsInbound, users } from '../../db/schema.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import type { Notifier } from '../notifications/notify.ts';
import { readKeyword, type SmsKeyword } from './sms-keywords.ts';
import { actOnKeyword, type SmsAccount } from './sms-replies.ts';

export interface InboundSmsDeps {
  db: Database;
  sms: SmsProvider;
  log: { warn(obj: object, msg: string): void };
  /** Delivers the notifications a keyword wrote (an emergency contact's NO tells the person). */
  notifier: Notifier;
  /** The USSD code the answers name (USSD_SERVICE_CODE). */
  ussdCode: string;
  /** Answers a phone gets at most in an hour: each one is an SMS we pay for. */
  answersPerHour: number;
}

export interface InboundSms {
  /** Africa's Talking's id of the message: a repeated callback carries the same. */
  id: string;
  from: string;
  text: string;
}

const HOUR_MS = 3600_000;
/** Text that is no keyword gets the help text at most once in this long. */
const UNKNOWN_TEXT_HELP_MS = 24 * HOUR_MS;

/**
 * Reads one incoming SMS, once per provider id, and answers it by SMS in the sender's saved
 * language (a phone without an account: Kiswahili when it wrote a Kiswahili keyword, else
 * English). What the keyword does happens even when the phone is past its hourly answers; text
 * that is no keyword is answered with the help text at most once a day. The decision is taken
 * under a lock on the phone, so messages arriving together cannot both pass a limit.
 */
export async function answerInboundSms(deps: InboundSmsDeps, inbound: InboundSms): Promise<void> {
  const phone = toE164KenyanPhone(inbound.from);
  if (!phone) return;
  const read = readKeyword(inbound.text);
  const decision = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-inbound:${phone}`}))`);
    const at = now();
    const [row] = await tx
      .insert(smsInbound)
      .values({
        providerMessageId: inbound.id,
        fromPhone: phone,
        keyword: read?.keyword ?? null,
        receivedAt: at,
      })
      .onConflictDoNothing({ target: smsInbound.providerMessageId })
      .returning({ id: smsInbound.id });
    if (!row) return null; // seen before: Africa's Talking retried the callback
    const answered = (since: number, keyword?: SmsKeyword) =>
      tx
        .select({ n: count() })
        .from(smsInbound)
        .where(
          and(
            eq(smsInbound.fromPhone, phone),
            eq(smsInbound.answered, true),
            gte(smsInbound.receivedAt, new Date(at.getTime() - since)),
            keyword ? eq(smsInbound.keyword, keyword) : undefined,
          ),
        )
        .then(([result]) => result?.n ?? 0);
    let answer = (await answered(HOUR_MS)) < deps.answersPerHour;
    if (answer && !read) answer = (await answered(UNKNOWN_TEXT_HELP_MS, 'HELP')) === 0;
    if (answer) {
      await tx
        .update(smsInbound)
        .set({ answered: true, keyword: read?.keyword ?? 'HELP' })
        .where(eq(smsInbound.id, row.id));
    }
    return { answer };
  });
  if (!decision || (!decision.answer && !read)) return;

  const account = await accountOf(deps.db, phone);
  const language = account?.language ?? (read?.kiswahili ? 'sw' : 'en');
  const reply = await actOnKeyword(
    deps,
    read?.keyword ?? 'HELP',
    { phone, account },
    language,
    deps.ussdCode,
  );
  if (!decision.answer) return;
  const sent = await deps.sms
    .send({ to: phone, message: reply.text, sentForUserId: reply.sentForUserId })
    .catch((error: Error) => ({ ok: false as const, error: error.message }));
  if (!sent.ok) {
    deps.log.warn({ provider: deps.sms.name, reason: sent.error }, 'SMS answer not sent');
  }
}

async function accountOf(db: Database, phone: string): Promise<SmsAccount | null> {
  const [user] = await db
    .select({
      id: users.id,
      language: users.language,
      accountBalance: users.accountBalance,
      isActive: users.isActive,
    })
    .from(users)
    .where(and(eq(users.phoneNumber, phone), isNull(users.deletedAt)))
    .limit(1);
  return user?.isActive ? user : null;
}
