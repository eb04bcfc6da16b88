import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { CODE_SMS_MINUTES, OTP_LENGTH, OTP_RESEND_SECONDS } from '../../../shared/schemas/auth.ts';
import { now, sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { oneTimeCodes, signInGuesses } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

export const CODE_VALID_MINUTES = CODE_SMS_MINUTES;
export const REGISTRATION_WINDOW_MINUTES = 10;
/** Wrong guesses one client address may make at a phone's codes, per code it asked for. */
export const MAX_WRONG_TRIES = 5;
/** Wrong guesses from all addresses together after which a code is dead. */
export const MAX_WRONG_TOTAL = 20;
/** A phone's codes from all addresses together, as a multiple of the per-address limit. */
export const PHONE_SENDS_FACTOR = 3;

export interface CodeLimits {
  perPhonePerHour: number;
  perAddressPerHour: number;
}

export type CodeRow = typeof oneTimeCodes.$inferSelect;

/** HMAC-SHA256 of phone and code under the server's key: useless without the key. */
function hashCode(secret: Buffer, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

/**
 * Issues a new code for a phone within the limits of docs/product-rules.md ("People and sign-in"),
 * superseding the earlier codes this client address asked for (never another address's: a
 * stranger asking for codes must not kill the code on the owner's phone).
 * Answers the code (for the SMS only; it is stored as a keyed hash) and the row id.
 */
export async function issueCode(
  db: Database,
  input: { phone: string; clientAddress: string; secret: Buffer; limits: CodeLimits },
): Promise<{ id: string; code: string }> {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  return db.transaction(async (tx) => {
    // One sender at a time per phone, so two quick taps cannot both pass the 60-second rule.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${input.phone}`}))`);
    const hourAgo = sql`${sqlNow()} - interval '1 hour'`;
    const fromHere = and(
      eq(oneTimeCodes.phoneNumber, input.phone),
      eq(oneTimeCodes.clientAddress, input.clientAddress),
    );
    const [latest] = await tx
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(fromHere)
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    const sinceLatest = latest ? now().getTime() - latest.createdAt.getTime() : Infinity;
    if (sinceLatest < OTP_RESEND_SECONDS * 1000) {
      throw tooMany(OTP_RESEND_SECONDS - Math.floor(sinceLatest / 1000));
    }
    const [perPhone] = await tx
      .select({
        all: count(),
        fromHere: sql<number>`count(*) filter (where ${oneTimeCodes.clientAddress} = ${input.clientAddress})::int`,
      })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.phoneNumber, input.phone), gt(oneTimeCodes.createdAt, hourAgo)));
    if (Number(perPhone?.fromHere ?? 0) >= input.limits.perPhonePerHour) throw tooMany(3600);
    if ((perPhone?.all ?? 0) >= input.limits.perPhonePerHour * PHONE_SENDS_FACTOR)
      throw tooMany(3600);
    const [perAddress] = await tx
      .select({ n: count() })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.clientAddress, input.clientAddress),
          gt(oneTimeCodes.createdAt, hourAgo),
        ),
      );
    if ((perAddress?.n ?? 0) >= input.limits.perAddressPerHour) throw tooMany(3600);

    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: sqlNow() })
      .where(and(fromHere, isNull(oneTimeCodes.consumedAt)));
    // Wrong guesses older than the hour no longer count for anything.
    await tx
      .delete(signInGuesses)
      .where(
        and(
          eq(signInGuesses.phoneNumber, input.phone),
          sql`${signInGuesses.createdAt} <= ${hourAgo}`,
        ),
      );
    const [row] = await tx
      .insert(oneTimeCodes)
      .values({
        phoneNumber: input.phone,
        codeHash: hashCode(input.secret, input.phone, code),
        clientAddress: input.clientAddress,
        expiresAt: sql`${sqlNow()} + ${`${CODE_VALID_MINUTES} minutes`}::interval`,
      })
      .returning({ id: oneTimeCodes.id });
    if (!row) throw new Error('code row not written');
    return { id: row.id, code };
  });
}

/** A code whose SMS could not be sent never counts against anyone's limits. */
export async function discardCode(db: Database, id: string): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
}

export type CodeCheck =
  | { kind: 'valid'; row: CodeRow }
  | { kind: 'wrong' }
  /** The right code, already used (for example by the registration it completed). */
  | { kind: 'used' }
  | { kind: 'exhausted' }
  | { kind: 'expired' };

/**
 * Checks a typed code against the phone's codes of the last hour (each address that asked has
 * its own), under row locks so parallel guesses are counted one by one. A code already verified
 * for a phone with no account stays good for the 10-minute registration window.
 *
 * Wrong guesses are counted twice: per client address (MAX_WRONG_TRIES at this phone since the
 * address last asked it a code, then 429 for that address only), and on every live code of the
 * phone (dead after MAX_WRONG_TOTAL from everyone), so one address cannot use up the guesses of
 * the owner's fresh code, and the guesses on one code stay bounded. Never consumes.
 */
export async function checkCode(
  tx: Database,
  input: { phone: string; code: string; secret: Buffer; clientAddress: string },
): Promise<CodeCheck> {
  const hourAgo = sql`${sqlNow()} - interval '1 hour'`;
  // The phone's codes of the hour, locked, and in the same round trip this address's wrong
  // guesses since it last asked for a code (within the hour).
  const askedHere = sql`(select max(c.created_at) from one_time_codes c
    where c.phone_number = ${input.phone} and c.client_address = ${input.clientAddress}
      and c.created_at > ${hourAgo})`;
  const found = await tx
    .select({
      code: oneTimeCodes,
      wrongHere: sql<number>`(select count(*)::int from sign_in_guesses g
        where g.phone_number = ${input.phone} and g.client_address = ${input.clientAddress}
          and g.created_at > coalesce(${askedHere}, ${hourAgo}))`,
    })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.phoneNumber, input.phone), gt(oneTimeCodes.createdAt, hourAgo)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .for('update');
  if (found.length === 0) return { kind: 'expired' };
  const rows = found.map((r) => r.code);
  const wrongHere = Number(found[0]?.wrongHere ?? 0);
  if (wrongHere >= MAX_WRONG_TRIES) return { kind: 'exhausted' };

  const given = Buffer.from(hashCode(input.secret, input.phone, input.code), 'hex');
  const at = now().getTime();
  const isLive = (row: CodeRow) =>
    row.verifiedAt ? (row.registrationDeadline?.getTime() ?? 0) > at : row.expiresAt.getTime() > at;
  const match = rows.find((row) => {
    const expected = Buffer.from(row.codeHash, 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (match) {
    if (match.consumedAt) return { kind: 'used' };
    if (match.failedAttempts >= MAX_WRONG_TOTAL) return { kind: 'exhausted' };
    if (!isLive(match)) return { kind: 'expired' };
    return { kind: 'valid', row: match };
  }

  const live = rows.filter((row) => !row.consumedAt && isLive(row));
  if (live.length === 0) return { kind: 'expired' };
  const open = live.filter((row) => row.failedAttempts < MAX_WRONG_TOTAL);
  if (open.length === 0) return { kind: 'exhausted' };
  await tx
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(
      inArray(
        oneTimeCodes.id,
        open.map((row) => row.id),
      ),
    );
  await tx
    .insert(signInGuesses)
    .values({ phoneNumber: input.phone, clientAddress: input.clientAddress });
  return { kind: 'wrong' };
}

/** After a correct code for a phone with no account: registration may follow for 10 minutes. */
export async function openRegistrationWindow(tx: Database, id: string): Promise<void> {
  await tx
    .update(oneTimeCodes)
    .set({
      verifiedAt: sql`coalesce(${oneTimeCodes.verifiedAt}, ${sqlNow()})`,
      registrationDeadline: sql`coalesce(${oneTimeCodes.registrationDeadline}, ${sqlNow()} + ${`${REGISTRATION_WINDOW_MINUTES} minutes`}::interval)`,
    })
    .where(eq(oneTimeCodes.id, id));
}

export async function consumeCode(tx: Database, id: string): Promise<void> {
  await tx.update(oneTimeCodes).set({ consumedAt: sqlNow() }).where(eq(oneTimeCodes.id, id));
}

/** The AppError for a check that did not pass. */
export function codeRefusal(check: Exclude<CodeCheck, { kind: 'valid' }>): AppError {
  switch (check.kind) {
    case 'wrong':
      return new AppError('otp_invalid', { status: 'invalid_otp' });
    case 'expired':
    case 'used':
      return new AppError('otp_expired', { status: 'invalid_otp' });
    case 'exhausted':
      return tooMany(60);
  }
}

function tooMany(retryAfterSeconds: number): AppError {
  return new AppError('otp_too_many_attempts', undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
}
