import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAYOUTS_PER_PERSON_PER_HOUR,
  payoutFailureReason,
  payoutFailureText,
} from '../../../shared/rules/payouts.ts';
import {
  earningsResponse,
  payout,
  payoutRequest,
  payoutSettings,
} from '../../../shared/schemas/payouts.ts';
import { AppError, parseWith } from '../../errors.ts';
import { refuseUsedReceipt } from '../wallet/stk-callback.ts';
import {
  earningsOf,
  listPayouts,
  type PayoutDeps,
  type PayoutRow,
  requestPayout,
  setAutomaticPayouts,
  settlePayout,
} from './payouts.ts';

const b2cResult = z.object({
  Result: z.object({
    // M-Pesa's codes are small; the column is a 32-bit integer.
    ResultCode: z.union([
      z.int32(),
      z
        .string()
        .regex(/^-?\d{1,9}$/)
        .transform(Number),
    ]),
    ResultDesc: z.string().max(500),
    OriginatorConversationID: z.string().min(1).max(100),
    ConversationID: z.string().max(100).optional(),
    TransactionID: z.string().max(40).optional(),
    ResultParameters: z
      .object({
        ResultParameter: z
          .array(
            z.object({
              Key: z.string().max(100),
              Value: z.union([z.string().max(200), z.number()]).optional(),
            }),
          )
          .max(30),
      })
      .optional(),
  }),
});

function view(p: PayoutRow) {
  const failureReason = p.status === 'Failed' ? payoutFailureReason(p.resultCode) : null;
  return {
    id: p.id,
    amount: p.amount,
    status: p.status,
    paymentMethod: p.paymentMethod,
    phoneNumber: p.phoneNumber,
    receipt: p.transactionReceipt,
    failureReason,
    // An automatic first try is tried again once (runAutomaticPayouts).
    message: failureReason
      ? payoutFailureText(failureReason, p.automatic && p.retryOf === null)
      : null,
    automatic: p.automatic,
    retryOf: p.retryOf,
    createdAt: p.createdAt,
    completedAt: p.completedAt,
  };
}

/**
 * Withdrawals to M-Pesa (B2C) by anyone, drivers' earnings and their automatic payouts, and
 * Daraja's B2C result calls.
 */
export function registerPayoutRoutes(
  app: FastifyInstance,
  deps: PayoutDeps & { callbackSecret: string },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const user = { config: { access: 'user' as const } };

  routes.post(
    '/api/payouts',
    {
      // Each payout costs a B2C fee.
      config: { access: 'user', perPersonPerHour: PAYOUTS_PER_PERSON_PER_HOUR },
      schema: { body: payoutRequest, response: { 200: payout } },
    },
    async (request) => view(await requestPayout(deps, request.user, request.body)),
  );

  routes.put(
    '/api/driver/payout-settings',
    { ...user, schema: { body: payoutSettings, response: { 200: payoutSettings } } },
    async (request) => setAutomaticPayouts(db, request.user.id, request.body.automaticPayouts),
  );

  routes.get(
    '/api/payouts',
    { ...user, schema: { response: { 200: z.array(payout) } } },
    async (request) => (await listPayouts(db, request.user.id)).map(view),
  );

  routes.get(
    '/api/driver/earnings',
    { ...user, schema: { response: { 200: earningsResponse } } },
    async (request) => {
      const earnings = await earningsOf(db, request.user.id);
      return { ...earnings, recentPayouts: earnings.recentPayouts.map(view) };
    },
  );

  const secret = Buffer.from(deps.callbackSecret);
  const checkSecret = (given: string) => {
    const bytes = Buffer.from(given);
    if (bytes.length !== secret.length || !timingSafeEqual(bytes, secret)) {
      throw new AppError('route_not_found', { method: 'POST', path: '/api/Wallet/callback' });
    }
  };
  const ack = { 200: z.object({ ResultCode: z.number(), ResultDesc: z.string() }) };
  const params = z.object({ secret: z.string().max(200) });
  const secretConfig = { secretParams: ['secret'] };

  routes.post(
    '/api/Wallet/callback/:secret/b2c/result',
    { config: secretConfig, schema: { params, body: z.unknown(), response: ack } },
    async (request) => {
      checkSecret(request.params.secret);
      const { Result: result } = parseWith(b2cResult, request.body);
      const items = new Map(result.ResultParameters?.ResultParameter.map((p) => [p.Key, p.Value]));
      const receipt =
        String(items.get('TransactionReceipt') ?? result.TransactionID ?? '') || undefined;
      const outcome = await settlePayout(deps, result.OriginatorConversationID, {
        resultCode: result.ResultCode,
        resultDesc: result.ResultDesc,
        receipt,
      }).catch(refuseUsedReceipt);
      if (outcome === 'unknown')
        deps.log.error(
          { originatorConversationId: result.OriginatorConversationID },
          'B2C result for an unknown payout',
        );
      return { ResultCode: 0, ResultDesc: 'Accepted' };
    },
  );

  // Daraja gave up waiting in its queue: the payout stays Pending for support to check.
  routes.post(
    '/api/Wallet/callback/:secret/b2c/timeout',
    { config: secretConfig, schema: { params, body: z.unknown(), response: ack } },
    async (request) => {
      checkSecret(request.params.secret);
      deps.log.warn({ body: 'B2C queue timeout' }, 'M-Pesa timed out a payout; it stays Pending');
      return { ResultCode: 0, ResultDesc: 'Accepted' };
    },
  );
}
