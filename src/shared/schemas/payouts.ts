import { z } from 'zod';
import { formatKsh } from '../format-money.ts';
import { MAX_PAYOUT, MIN_PAYOUT } from '../rules/payouts.ts';

export const payoutRequest = z.object({
  amount: z
    .number()
    .int()
    .min(MIN_PAYOUT, `withdraw at least ${formatKsh(MIN_PAYOUT)}`)
    .max(MAX_PAYOUT, `withdraw at most ${formatKsh(MAX_PAYOUT)} at a time`),
  idempotencyKey: z.string().trim().min(8).max(100),
});
export const payout = z.object({
  id: z.string(),
  amount: z.number().int(),
  status: z.enum(['Pending', 'Completed', 'Failed']),
  paymentMethod: z.string(),
  phoneNumber: z.string(),
  receipt: z.string().nullable(),
  /** Why M-Pesa did not pay (Failed only); `message` says it in English. */
  failureReason: z.enum(['not_registered', 'recipient_limit', 'mpesa_unavailable']).nullable(),
  message: z.string().nullable(),
  /** Made by the drivers' daily run; `retryOf` is the failed automatic payout it tries again. */
  automatic: z.boolean(),
  retryOf: z.string().nullable(),
  createdAt: z.date(),
  completedAt: z.date().nullable(),
});
export type Payout = z.infer<typeof payout>;

export const earningsResponse = z.object({
  thisWeek: z.number().int(),
  thisMonth: z.number().int(),
  /** Over the last 30 days. */
  dailyAverage: z.number().int(),
  /** The last 8 weeks (Monday to Sunday, Nairobi time), oldest first. */
  weeklyBreakdown: z.array(z.object({ weekStart: z.string(), amount: z.number().int() })),
  recentPayouts: z.array(payout),
  /** What may be withdrawn by hand now: the whole token balance. */
  withdrawable: z.number().int(),
  /** Earnings not yet paid out (by the daily run or by hand), and no more than the balance. */
  unpaidEarnings: z.number().int(),
  /** Whether the daily run sends earnings to M-Pesa; off, the driver withdraws by hand. */
  automaticPayouts: z.boolean(),
  /** When the daily run next sends the earnings credited before it. */
  nextAutomaticPayoutAt: z.date(),
});
export type Earnings = z.infer<typeof earningsResponse>;

/** `PUT /api/driver/payout-settings`: the Earnings tab's switch. */
export const payoutSettings = z.object({ automaticPayouts: z.boolean() });
export type PayoutSettings = z.infer<typeof payoutSettings>;
