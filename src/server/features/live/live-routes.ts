import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { liveQuery, rideIdParams } from '../../../shared/schemas/trips.ts';
import type { Database } from '../../db/client.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import { streamTrip } from './live-stream.ts';
import { findViewer } from './live-viewer.ts';

/**
 * `GET /api/trips/:rideId/live[?share=<token>]`: the ride's Server-Sent Events stream. Open to
 * visitors with a share link, so it has no `access` setting and looks the caller up itself.
 * Streams are ended before the server stops listening (preClose: `close()` would otherwise wait
 * for them forever).
 */
export function registerLiveRoutes(
  app: FastifyInstance,
  deps: { db: Database; auth: RequestAuth },
) {
  const open = new Set<() => void>();
  const track = (end: () => void) => {
    open.add(end);
    return () => open.delete(end);
  };
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/trips/:rideId/live',
    {
      // A HEAD would open a stream with nobody reading it.
      exposeHeadRoute: false,
      schema: { params: rideIdParams, querystring: liveQuery },
    },
    async (request, reply) => {
      const user = await deps.auth.currentUser(request);
      const viewer = await findViewer(deps.db, request.params.rideId, {
        user,
        isAgent: user !== null && deps.auth.isAgent(user),
        shareToken: request.query.share,
      });
      await streamTrip(
        { db: deps.db, live: app.live, log: request.log, track },
        request,
        reply,
        viewer,
      );
    },
  );
}
