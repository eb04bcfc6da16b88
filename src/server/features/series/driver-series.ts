import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rideSeries } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { seriesView } from './series-view.ts';

/** A series as its driver sees it; anyone else's is not found. */
export async function driverSeries(db: Database, driverId: string, seriesId: string) {
  const [series] = await db
    .select()
    .from(rideSeries)
    .where(and(eq(rideSeries.id, seriesId), eq(rideSeries.driverId, driverId)));
  if (!series) throw new AppError('series_not_found');
  return seriesView(db, series);
}
