import { hash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { straightLineKm } from '../../../shared/geo.ts';
import type { Database } from '../../db/client.ts';
import { readPlaces } from '../../db/places/read-places.ts';
import { appSettings, places } from '../../db/schema.ts';
import { landmarks } from './landmarks.ts';

/** Stops of one name closer than this are one place (both sides of a road). */
const SAME_STOP_KM = 0.3;
/** A stop is labelled with the nearest town within this distance. */
const TOWN_LABEL_KM = 12;

type PlaceRow = typeof places.$inferInsert;

/** Landmarks, towns and de-duplicated stops, ready for the places table. */
export function buildPlaceRows(): PlaceRow[] {
  const all = readPlaces();
  const towns = all.filter((p) => p.kind === 'town');
  const rows: PlaceRow[] = landmarks.map((l) => ({
    name: l.name,
    searchText: searchText(l.name, l.aliases),
    kind: 'landmark',
    area: l.area,
    latitude: l.latitude,
    longitude: l.longitude,
  }));
  for (const town of towns) {
    rows.push({
      name: town.name,
      searchText: searchText(town.name),
      kind: 'town',
      area: town.county ?? null,
      latitude: town.latitude,
      longitude: town.longitude,
    });
  }
  const clusters: { name: string; points: { latitude: number; longitude: number }[] }[] = [];
  for (const stop of all.filter((p) => p.kind === 'stop')) {
    const key = stop.name.trim().toLowerCase();
    const near = clusters.find(
      (c) =>
        c.name.toLowerCase() === key &&
        c.points.some((p) => straightLineKm(p, stop) <= SAME_STOP_KM),
    );
    if (near) near.points.push(stop);
    else clusters.push({ name: stop.name.trim(), points: [stop] });
  }
  // A person choosing "Westlands (Nairobi)" means one place: stops of one name labelled with the
  // same town become one, and a stop that is a landmark under another name is left to the landmark.
  const seen = new Map<
    string,
    { name: string; area: string | null; points: { latitude: number; longitude: number }[] }
  >();
  for (const cluster of clusters) {
    const centre = centroid(cluster.points);
    const nearest = towns
      .map((t) => ({ town: t, km: straightLineKm(t, centre) }))
      .sort((a, b) => a.km - b.km)[0];
    const area = nearest && nearest.km <= TOWN_LABEL_KM ? nearest.town.name : null;
    const key = `${cluster.name.toLowerCase()}|${area}`;
    const same = seen.get(key);
    if (same) same.points.push(...cluster.points);
    else seen.set(key, { name: cluster.name, area, points: [...cluster.points] });
  }
  for (const stop of seen.values()) {
    const centre = centroid(stop.points);
    const lower = stop.name.toLowerCase();
    const isLandmark = landmarks.some(
      (l) =>
        (l.name.toLowerCase() === lower || l.aliases.includes(lower)) &&
        straightLineKm(l, centre) <= 1,
    );
    if (isLandmark) continue;
    rows.push({
      name: stop.name,
      searchText: searchText(stop.name),
      kind: 'stop',
      area: stop.area,
      latitude: Math.round(centre.latitude * 1e6) / 1e6,
      longitude: Math.round(centre.longitude * 1e6) / 1e6,
    });
  }
  return rows;
}

function centroid(points: { latitude: number; longitude: number }[]) {
  return {
    latitude: points.reduce((s, p) => s + p.latitude, 0) / points.length,
    longitude: points.reduce((s, p) => s + p.longitude, 0) / points.length,
  };
}

/** "|name|alias|...|" in lower case: a prefix of any of them is `%|prefix%`. */
function searchText(name: string, aliases: string[] = []): string {
  return `|${[name, ...aliases].map((n) => n.toLowerCase().trim()).join('|')}|`;
}

/**
 * Fills the places table from the bundled data when it is empty or the data changed; any number
 * of server processes may call it at start-up.
 */
export async function ensurePlaces(db: Database): Promise<{ loaded: boolean; count: number }> {
  const rows = buildPlaceRows();
  const version = hash('sha256', JSON.stringify(rows)).slice(0, 16);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('places'))`);
    const [current] = await tx
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, 'places_version'));
    if (current?.value === version) return { loaded: false, count: rows.length };
    await tx.delete(places);
    for (let i = 0; i < rows.length; i += 500)
      await tx.insert(places).values(rows.slice(i, i + 500));
    await tx
      .insert(appSettings)
      .values({ key: 'places_version', value: version })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: version } });
    return { loaded: true, count: rows.length };
  });
}
