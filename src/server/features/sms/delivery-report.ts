import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { CODE_SMS_MINUTES } from '../../../shared/schemas/auth.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema.ts';
import type { SmsProvider, SmsSendResult } from '../../providers/sms/sms-provider.ts';

export interface DeliveryReportDeps {
  db: Database;
  sms: SmsProvider;
  log: { warn(obj: object, msg: string): void };
}

export interface DeliveryReport {
  /** The provider's message id, as its send answered it. */
  id: string;
  status: string;
  failureReason?: string | undefined;
}

/** Africa's Talking's final statuses of a message that will never arrive. */
const FAILED = new Set(['Failed', 'Rejected']);

/** What a sign-in code's row keeps once its report came: the code itself is not kept. */
export const FORGOTTEN_CODE_TEXT = '(sign-in code: its text is not kept after delivery)';

/** Sign-in codes are kept in the outbox only until the provider has reported on them. */
async function forgetCodeText(db: Database, ids: string[]): Promise<void> {
  for (const id of ids) {
    await db
      .update(smsOutbox)
      .set({ message: FORGOTTEN_CODE_TEXT })
      .where(and(eq(smsOutbox.id, id), eq(smsOutbox.purpose, 'sign-in-code')));
  }
}

/**
 * Records a provider's delivery report on the message's outbox row. A failed sign-in code or
 * booking SMS is sent once more: the row is claimed for its one retry before sending (a repeated
 * report finds it claimed), and the retry carries no purpose, so it is never retried itself. A
 * sign-in code past its minutes is not worth sending again; once a code's report is in, its text
 * is dropped from the outbox (the retry's own row never keeps it).
 */
export async function recordDeliveryReport(
  deps: DeliveryReportDeps,
  report: DeliveryReport,
): Promise<void> {
  const [row] = await deps.db
    .update(smsOutbox)
    .set({
      deliveryStatus: report.status,
      deliveryFailure: report.failureReason || null,
      ...(report.status === 'Success' ? { deliveredAt: now() } : {}),
    })
    .where(eq(smsOutbox.providerMessageId, report.id))
    .returning();
  if (!row) return;
  const sent = row.sentAt ?? row.createdAt;
  if (
    !FAILED.has(report.status) ||
    !row.purpose ||
    row.retryId ||
    (row.purpose === 'sign-in-code' && now().getTime() - sent.getTime() > CODE_SMS_MINUTES * 60_000)
  ) {
    await forgetCodeText(deps.db, [row.id]);
    return;
  }
  const [claimed] = await deps.db
    .update(smsOutbox)
    .set({ retryId: randomUUID() })
    .where(and(eq(smsOutbox.id, row.id), isNull(smsOutbox.retryId)))
    .returning({ id: smsOutbox.id });
  if (!claimed) return;
  const retry = await deps.sms
    .send({ to: row.toPhone, message: row.message })
    .catch((error: Error): SmsSendResult => ({ ok: false, error: error.message }));
  if (retry.outboxId) {
    await deps.db
      .update(smsOutbox)
      .set({ retryId: retry.outboxId })
      .where(eq(smsOutbox.id, row.id));
  }
  if (row.purpose === 'sign-in-code') {
    await forgetCodeText(deps.db, [row.id]);
    if (retry.outboxId) {
      await deps.db
        .update(smsOutbox)
        .set({ message: FORGOTTEN_CODE_TEXT })
        .where(eq(smsOutbox.id, retry.outboxId));
    }
  }
  if (!retry.ok) {
    deps.log.warn({ provider: deps.sms.name, reason: retry.error }, 'SMS retry not sent');
  }
}
