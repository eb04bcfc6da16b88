import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { answerInboundSms, type InboundSmsDeps } from './answer-inbound-sms.ts';
import { recordDeliveryReport } from './delivery-report.ts';

const text = (max: number) => z.string().max(max);

/** Africa's Talking's incoming-message callback; it may send more fields than these. */
const inboundBody = z.looseObject({
  id: text(200).min(1),
  from: text(40),
  to: text(40).optional(),
  text: text(2000).default(''),
  date: text(100).optional(),
  linkId: text(200).optional(),
});

/** Africa's Talking's delivery report. */
const deliveryBody = z.looseObject({
  id: text(200).min(1),
  status: text(40).min(1),
  phoneNumber: text(40).optional(),
  failureReason: text(200).optional(),
  retryCount: text(10).optional(),
});

/**
 * Two-way SMS: Africa's Talking posts incoming messages and delivery reports to
 * `/api/sms/{inbound,delivery}/<secret>`, form-encoded. The secret path segment is what proves
 * the caller is our provider: a wrong one is answered exactly as a path that does not exist, and
 * before the body is read. The answer is an empty 200; replies go out as SMS.
 */
export function registerSmsRoutes(
  app: FastifyInstance,
  deps: InboundSmsDeps & { callbackSecret: string },
) {
  const secret = Buffer.from(deps.callbackSecret);
  const secretOnly = async (request: FastifyRequest) => {
    const given = Buffer.from((request.params as { secret?: string }).secret ?? '');
    if (given.length !== secret.length || !timingSafeEqual(given, secret)) {
      const path = request.url.split('?')[0] ?? '';
      throw new AppError('route_not_found', { method: request.method, path });
    }
  };

  app.register(async (scope) => {
    // These routes read the provider's form encoding and nothing else (JSON is 415).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    const options = <B extends z.ZodType>(body: B) => ({
      config: { providerForm: true, secretParams: ['secret'] },
      onRequest: secretOnly,
      schema: { params: z.object({ secret: z.string().max(200) }), body },
    });

    routes.post('/api/sms/inbound/:secret', options(inboundBody), async (request, reply) => {
      await answerInboundSms(deps, request.body);
      return reply.type('text/plain; charset=utf-8').send('');
    });

    routes.post('/api/sms/delivery/:secret', options(deliveryBody), async (request, reply) => {
      await recordDeliveryReport(deps, request.body);
      return reply.type('text/plain; charset=utf-8').send('');
    });
  });
}
