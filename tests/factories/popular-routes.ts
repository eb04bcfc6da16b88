import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/server/db/client.ts';
import { popularRoutes } from '../../src/server/db/schema.ts';
import { typicalPricePerSeat } from '../../src/shared/rules/cost-sharing.ts';
import { tripEstimate } from './geo.ts';
import { onlyRow } from './insert-one.ts';

export type PopularRoute = typeof popularRoutes.$inferSelect;
export type NewPopularRoute = typeof popularRoutes.$inferInsert;

// Real stops and towns (Digital Matatus, GeoNames) for the default routes.
const defaultRoutes = [
  {
    name: 'Ruiru → CBD',
    fromLocation: 'Ruiru Town, Kiambu',
    toLocation: 'Kencom, Moi Avenue, Nairobi CBD',
    from: { latitude: -1.147565, longitude: 36.959228 },
    to: { latitude: -1.285817, longitude: 36.824544 },
  },
  {
    name: 'Kikuyu → CBD',
    fromLocation: 'Kikuyu Town, Kiambu',
    toLocation: 'Kencom, Moi Avenue, Nairobi CBD',
    from: { latitude: -1.24558, longitude: 36.66505 },
    to: { latitude: -1.285817, longitude: 36.824544 },
  },
  {
    name: 'Syokimau → CBD',
    fromLocation: 'Syokimau, Mombasa Road',
    toLocation: 'Railways Bus Terminus, Haile Selassie Avenue, Nairobi CBD',
    from: { latitude: -1.379047, longitude: 36.927758 },
    to: { latitude: -1.290475, longitude: 36.82801 },
  },
] as const;

let turns = 0;

/**
 * The values of a popular route; nothing is written. Without names it takes one of a few real
 * routes in turn (numbered once they repeat, since from and to are unique together).
 */
export function buildPopularRoute(
  overrides: Partial<NewPopularRoute> = {},
): NewPopularRoute & { id: string } {
  const turn = turns++;
  const route = defaultRoutes[turn % defaultRoutes.length] ?? defaultRoutes[0];
  const repeat = turn >= defaultRoutes.length ? ` #${turn + 1}` : '';
  const from = {
    latitude: overrides.fromLatitude ?? route.from.latitude,
    longitude: overrides.fromLongitude ?? route.from.longitude,
  };
  const to = {
    latitude: overrides.toLatitude ?? route.to.latitude,
    longitude: overrides.toLongitude ?? route.to.longitude,
  };
  const trip = tripEstimate(from, to);
  return {
    id: randomUUID(),
    name: `${route.name}${repeat}`,
    fromLocation: `${route.fromLocation}${repeat}`,
    toLocation: route.toLocation,
    fromLatitude: from.latitude,
    fromLongitude: from.longitude,
    toLatitude: to.latitude,
    toLongitude: to.longitude,
    averagePrice: typicalPricePerSeat(trip.totalDistance),
    estimatedDuration: trip.estimatedDuration,
    popularity: 20 + Math.floor(Math.random() * 300),
    isActive: true,
    ...overrides,
  };
}

export async function createPopularRoute(
  db: Database,
  overrides: Partial<NewPopularRoute> = {},
): Promise<PopularRoute> {
  return onlyRow(
    await db.insert(popularRoutes).values(buildPopularRoute(overrides)).returning(),
    'a popular route',
  );
}
