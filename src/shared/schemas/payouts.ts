import { z } from 'zod';

export const payoutRequest = z.object({
  amount: z
    .number()
    .int()
    .min(10, 'withdraw at least KSh 10')
    .max(150_000, 'withdraw at most KSh 150,000 at a time'),
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
