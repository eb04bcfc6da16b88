import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams,
  pauseSeriesRequest,
  rideSeries,
  seriesChangeAnswer,
  skipDateRequest,
} from '../../../shared/schemas/commute.ts';
import type { SeriesDeps } from './change-series.ts';
import { driverSeries } from './driver-series.ts';
import { endSeries } from './end-series.ts';
import { pauseSeries } from './pause-series.ts';
import { resumeSeries } from './resume-series.ts';
import { skipSeriesDate } from './skip-series-date.ts';

/** A driver's recurring ride that keeps going: see it, skip a date, pause, resume, end. */
export function registerSeriesRoutes(app: FastifyInstance, deps: SeriesDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const user = { config: { access: 'user' as const } };
  const changed = { params: idParams, response: { 200: seriesChangeAnswer } };

  routes.get(
    '/api/rides/series/:id',
    { ...user, schema: { params: idParams, response: { 200: rideSeries } } },
    async (request) => driverSeries(deps.db, request.user.id, request.params.id),
  );

  routes.post(
    '/api/rides/series/:id/skip',
    { ...user, schema: { ...changed, body: skipDateRequest } },
    async (request) => skipSeriesDate(deps, request.user.id, request.params.id, request.body.date),
  );

  routes.post(
    '/api/rides/series/:id/pause',
    { ...user, schema: { ...changed, body: pauseSeriesRequest } },
    async (request) => pauseSeries(deps, request.user.id, request.params.id, request.body),
  );

  routes.post('/api/rides/series/:id/resume', { ...user, schema: changed }, async (request) =>
    resumeSeries(deps, request.user.id, request.params.id),
  );

  routes.post('/api/rides/series/:id/end', { ...user, schema: changed }, async (request) =>
    endSeries(deps, request.user.id, request.params.id),
  );
}
