import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { popularRoutes } from '../../db/schema.ts';

/** The most travelled active routes, most popular first (the home screen, USSD's Find a ride). */
export function topPopularRoutes(db: Database, count: number) {
  return db
    .select()
    .from(popularRoutes)
    .where(eq(popularRoutes.isActive, true))
    .orderBy(desc(popularRoutes.popularity), popularRoutes.name)
    .limit(count);
}
