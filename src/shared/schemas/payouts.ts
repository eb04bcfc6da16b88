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
  message: z.string().nullable(),
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
  /** Earnings not yet paid out, and no more than the token balance. */
  withdrawable: z.number().int(),
});
export type Earnings = z.infer<typeof earningsResponse>;
