import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  priceGuideAnswer,
  priceGuideQuery,
  statementQuery,
  costSharingStatement as statementSchema,
} from '../../../shared/schemas/cost-sharing.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { rides, vehicles } from '../../db/schema.ts';
import type { PlaceAsker } from '../places/find-places.ts';
import type { PricingDeps } from './cost-sharing-deps.ts';
import { costSharingStatement, nairobiMonthOf } from './cost-sharing-statement.ts';
import { ridePriceGuide } from './price-guide.ts';
import { statementPdf } from './statement-pdf.ts';

/** The person asking, for the Google look-ups a road distance may cost. */
export const pricingAsker = (pricing: PricingDeps, request: FastifyRequest): PlaceAsker => ({
  log: request.log,
  spend: () => pricing.lookups.spend(request),
});

/** The plates of the vehicles the statement's rides were driven in. */
async function platesOf(db: Database, statement: { rides: { rideId: string }[] }) {
  if (statement.rides.length === 0) return [];
  const rows = await db
    .selectDistinct({ plate: vehicles.licensePlate })
    .from(rides)
    .innerJoin(vehicles, eq(vehicles.id, rides.vehicleId))
    .where(
      inArray(
        rides.id,
        statement.rides.map((r) => r.rideId),
      ),
    )
    .orderBy(asc(vehicles.licensePlate));
  return rows.map((r) => r.plate);
}

/**
 * Cost sharing (docs/product-rules.md, "Cost sharing and reliability"): the ride form's price
 * guide, and a driver's monthly statement as JSON and as a PDF to download.
 */
export function registerCostSharingRoutes(
  app: FastifyInstance,
  deps: { db: Database; pricing: PricingDeps },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, pricing } = deps;
  const user = { config: { access: 'user' as const } };

  routes.get(
    '/api/rides/price-guide',
    { ...user, schema: { querystring: priceGuideQuery, response: { 200: priceGuideAnswer } } },
    async (request) => {
      const q = request.query;
      return ridePriceGuide(pricing, pricingAsker(pricing, request), {
        from: { latitude: q.pickupLatitude, longitude: q.pickupLongitude },
        to: { latitude: q.destinationLatitude, longitude: q.destinationLongitude },
        seats: q.seats,
      });
    },
  );

  routes.get(
    '/api/driver/cost-sharing',
    { ...user, schema: { querystring: statementQuery, response: { 200: statementSchema } } },
    async (request) => costSharingStatement(db, request.user.id, request.query.month),
  );

  routes.get(
    '/api/driver/cost-sharing/pdf',
    { ...user, schema: { querystring: statementQuery } },
    async (request, reply) => {
      const driver = request.user;
      const month = request.query.month ?? nairobiMonthOf(now());
      const statement = await costSharingStatement(db, driver.id, month);
      const pdf = statementPdf({
        statement,
        driver: {
          fullName: driver.verifiedFullName ?? driver.fullName ?? '',
          phoneNumber: driver.phoneNumber,
        },
        plates: await platesOf(db, statement),
        language: driver.language,
        madeAt: now(),
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="pamoja-cost-sharing-${month}.pdf"`)
        .send(pdf);
    },
  );
}
