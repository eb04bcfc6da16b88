import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { CODE_SMS_MINUTES, OTP_LENGTH, OTP_RESEND_SECONDS } from '../../../shared/schemas/auth.ts';
import type { Database } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

export const CODE_VALID_MINUTES = CODE_SMS_MINUTES;
export const REGISTRATION_WINDOW_MINUTES = 10;
export const MAX_WRONG_TRIES = 5;

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
 * Issues a new code for a phone within the limits of decisions.md, superseding any earlier one.
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
    const hourAgo = sql`now() - interval '1 hour'`;
    const [latest] = await tx
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.phoneNumber, input.phone))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    if (latest && Date.now() - latest.createdAt.getTime() < OTP_RESEND_SECONDS * 1000) {
      throw tooMany(
        OTP_RESEND_SECONDS - Math.floor((Date.now() - latest.createdAt.getTime()) / 1000),
      );
    }
    const [perPhone] = await tx
      .select({ n: count() })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.phoneNumber, input.phone), gt(oneTimeCodes.createdAt, hourAgo)));
    if ((perPhone?.n ?? 0) >= input.limits.perPhonePerHour) throw tooMany(3600);
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
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.phoneNumber, input.phone), isNull(oneTimeCodes.consumedAt)));
    const [row] = await tx
      .insert(oneTimeCodes)
      .values({
        phoneNumber: input.phone,
        codeHash: hashCode(input.secret, input.phone, code),
        clientAddress: input.clientAddress,
        expiresAt: sql`now() + ${`${CODE_VALID_MINUTES} minutes`}::interval`,
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
 * Checks a typed code against the phone's latest one, under a row lock so parallel guesses
 * are counted one by one. A code already verified for a phone with no account stays good for
 * the 10-minute registration window. Counts wrong tries; never consumes.
 */
export async function checkCode(
  tx: Database,
  input: { phone: string; code: string; secret: Buffer },
): Promise<CodeCheck> {
  const [row] = await tx
    .select()
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.phoneNumber, input.phone))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
    .for('update');
  if (!row) return { kind: 'expired' };
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(input.secret, input.phone, input.code), 'hex');
  const matches = expected.length === given.length && timingSafeEqual(expected, given);
  if (row.consumedAt) return matches ? { kind: 'used' } : { kind: 'expired' };
  if (row.failedAttempts >= MAX_WRONG_TRIES) return { kind: 'exhausted' };
  const now = Date.now();
  const live = row.verifiedAt
    ? (row.registrationDeadline?.getTime() ?? 0) > now
    : row.expiresAt.getTime() > now;
  if (!live) return { kind: 'expired' };
  if (matches) return { kind: 'valid', row };

  await tx
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(eq(oneTimeCodes.id, row.id));
  return { kind: 'wrong' };
}

/** After a correct code for a phone with no account: registration may follow for 10 minutes. */
export async function openRegistrationWindow(tx: Database, id: string): Promise<void> {
  await tx
    .update(oneTimeCodes)
    .set({
      verifiedAt: sql`coalesce(${oneTimeCodes.verifiedAt}, now())`,
      registrationDeadline: sql`coalesce(${oneTimeCodes.registrationDeadline}, now() + ${`${REGISTRATION_WINDOW_MINUTES} minutes`}::interval)`,
    })
    .where(eq(oneTimeCodes.id, id));
}

export async function consumeCode(tx: Database, id: string): Promise<void> {
  await tx.update(oneTimeCodes).set({ consumedAt: sql`now()` }).where(eq(oneTimeCodes.id, id));
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
