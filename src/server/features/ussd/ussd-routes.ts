import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { answerUssd } from './answer-ussd.ts';
import type { UssdDeps } from './menu.ts';

/** Africa's Talking's USSD form fields; `text` holds every input of the session so far. */
const ussdRequest = z.object({
  sessionId: z.string().trim().min(1).max(200),
  serviceCode: z.string().max(50).optional(),
  phoneNumber: z.string().trim().min(1).max(30),
  networkCode: z.string().max(20).optional(),
  text: z.string().max(1000).default(''),
});

/**
 * `POST /api/ussd/:secret`: Africa's Talking's USSD callback, form-encoded, answered in plain
 * text. The secret path segment is what proves the caller; a wrong one is an unknown route.
 */
export function registerUssdRoutes(app: FastifyInstance, deps: UssdDeps & { secret: string }) {
  const secret = Buffer.from(deps.secret);
  app.register(async (scope) => {
    // Only the provider's form encoding: JSON is not taken here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/ussd/:secret',
      {
        config: { providerForm: true, secretParams: ['secret'] },
        schema: { params: z.object({ secret: z.string().max(200) }), body: ussdRequest },
        // The secret first, before the body is read or checked: a wrong one is an unknown route
        // whatever it carries.
        onRequest: async (request) => {
          const given = Buffer.from((request.params as { secret?: string }).secret ?? '');
          if (given.length !== secret.length || !timingSafeEqual(given, secret)) {
            throw new AppError('route_not_found', { method: 'POST', path: '/api/ussd' });
          }
        },
      },
      async (request, reply) => {
        const text = await answerUssd(deps, request.body, request.log);
        return reply.type('text/plain; charset=utf-8').send(text);
      },
    );
  });
}
