import { timingSafeEqual } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRANSFERS_PER_PERSON_PER_HOUR } from '../../../shared/rules/wallet.ts';
import {
  balanceResponse,
  initiatePaymentRequest,
  initiatePaymentResponse,
  PAYMENT_PENDING_MESSAGE,
  paymentStatusQuery,
  paymentStatusResponse,
  statementQuery,
  statementResponse,
  transferRequest,
  transferResponse,
} from '../../../shared/schemas/wallet.ts';
import { accountStatements } from '../../db/schema.ts';
import { AppError, parseWith } from '../../errors.ts';
import {
  applyStkCallback,
  initiatePayment,
  type Payment,
  type PaymentDeps,
  paymentStatus,
} from './payments.ts';
import { readStkCallback, refuseUsedReceipt, stkCallbackBody } from './stk-callback.ts';
import { type TransferDeps, transferTokens } from './transfers.ts';

export function registerWalletRoutes(
  app: FastifyInstance,
  deps: PaymentDeps & TransferDeps & { callbackSecret: string },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  routes.get(
    '/api/user/balance',
    { config: { access: 'user' }, schema: { response: { 200: balanceResponse } } },
    async (request) => ({ balance: request.user.accountBalance }),
  );

  routes.get(
    '/api/user/statement',
    {
      config: { access: 'user' },
      schema: { querystring: statementQuery, response: { 200: statementResponse } },
    },
    async (request) => {
      const user = request.user;
      const { limit, offset } = request.query;
      const mine = eq(accountStatements.userId, user.id);
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(accountStatements)
          .where(mine)
          .orderBy(desc(accountStatements.transactionDate), desc(accountStatements.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(accountStatements).where(mine),
      ]);
      return { items, total: total?.n ?? 0, limit, offset };
    },
  );

  routes.post(
    '/api/Wallet/InitiateMpesaPayment',
    {
      config: { access: 'user' },
      schema: { body: initiatePaymentRequest, response: { 200: initiatePaymentResponse } },
    },
    async (request) => {
      const user = request.user;
      const payment = await initiatePayment(deps, user, request.body);
      return {
        transactionId: payment.id,
        phoneNumber: payment.phoneNumber,
        status: payment.status,
        message: payment.message ?? PAYMENT_PENDING_MESSAGE,
      };
    },
  );

  routes.get(
    '/api/Wallet/GetMpesaPaymentStatus',
    {
      // Asking may credit the tokens: the balance read next must see them.
      config: { access: 'user', mayChange: true },
      schema: { querystring: paymentStatusQuery, response: { 200: paymentStatusResponse } },
    },
    async (request) => {
      const user = request.user;
      return describePayment(await paymentStatus(deps, user.id, request.query.transactionId));
    },
  );

  routes.post(
    '/api/tokens/transfer',
    {
      // Money leaves an account and two people are texted: limited per person like lookups.
      config: {
        access: 'user',
        perPersonPerHour: TRANSFERS_PER_PERSON_PER_HOUR,
        perPersonLimitCode: 'too_many_transfers',
      },
      schema: { body: transferRequest, response: { 200: transferResponse } },
    },
    async (request) => transferTokens(deps, request.user, request.body),
  );

  // Daraja calls this; the secret path segment is what proves it is our callback URL.
  const secret = Buffer.from(deps.callbackSecret);
  routes.post(
    '/api/Wallet/callback/:secret',
    {
      config: { secretParams: ['secret'] },
      schema: {
        params: z.object({ secret: z.string().max(200) }),
        body: z.unknown(),
        response: { 200: z.object({ ResultCode: z.number(), ResultDesc: z.string() }) },
      },
    },
    async (request) => {
      const given = Buffer.from(request.params.secret);
      if (given.length !== secret.length || !timingSafeEqual(given, secret)) {
        throw new AppError('route_not_found', { method: 'POST', path: '/api/Wallet/callback' });
      }
      const result = readStkCallback(parseWith(stkCallbackBody, request.body));
      if (!result) throw new AppError('stk_callback_incomplete');
      await applyStkCallback(db, result, deps.log).catch(refuseUsedReceipt);
      return { ResultCode: 0, ResultDesc: 'Accepted' };
    },
  );
}

function describePayment(payment: Payment) {
  return {
    status: payment.status,
    message: payment.message ?? undefined,
    amount: payment.amount,
    receipt: payment.mpesaReceiptNumber,
  };
}
