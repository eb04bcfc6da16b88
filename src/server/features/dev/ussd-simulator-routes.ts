import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { answerUssd } from '../ussd/answer-ussd.ts';
import type { UssdDeps } from '../ussd/menu.ts';
import { fromThisMachine } from './from-this-machine.ts';
import { SIMULATOR_CSS, SIMULATOR_HTML, SIMULATOR_JS } from './ussd-simulator-page.ts';

const simulatorRequest = z.object({
  sessionId: z.string().trim().min(1).max(200),
  phoneNumber: z.string().trim().min(1).max(30),
  text: z.string().max(1000),
});

/**
 * The USSD simulator, for developers on this machine (never in production, like the SMS outbox):
 * `GET /dev/ussd` is a phone with a keypad, and `POST /api/dev/ussd` answers it through the same
 * menus as Africa's Talking's callback, without its secret. Anyone else gets the same 404 as for
 * a route that does not exist.
 */
export function registerUssdSimulatorRoutes(app: FastifyInstance, deps: UssdDeps) {
  const onlyHere = (request: FastifyRequest, path: string) => {
    if (!fromThisMachine(request)) {
      throw new AppError(path.startsWith('/api/') ? 'route_not_found' : 'not_found', {
        method: request.method,
        path,
      });
    }
  };
  const page = (path: string, type: string, body: string) =>
    app.get(path, async (request, reply: FastifyReply) => {
      onlyHere(request, path);
      return reply.header('Cache-Control', 'no-store').type(type).send(body);
    });
  page('/dev/ussd', 'text/html; charset=utf-8', SIMULATOR_HTML);
  page('/dev/ussd/simulator.js', 'text/javascript; charset=utf-8', SIMULATOR_JS);
  page('/dev/ussd/simulator.css', 'text/css; charset=utf-8', SIMULATOR_CSS);

  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/api/dev/ussd', { schema: { body: simulatorRequest } }, async (request, reply) => {
      onlyHere(request, '/api/dev/ussd');
      const answer = await answerUssd(deps, request.body, request.log);
      return reply.type('text/plain; charset=utf-8').send(answer);
    });
}
