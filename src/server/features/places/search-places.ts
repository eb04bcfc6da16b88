import { sql } from 'drizzle-orm';
import { NAIROBI_CBD } from '../../../shared/constants.ts';
import type { Place } from '../../../shared/schemas/rides.ts';
import { type Database, queryRows } from '../../db/client.ts';

/**
 * How far from Nairobi's centre, for ranking only: squared degrees with longitude shrunk by the
 * cosine of Nairobi's latitude, as good as a great circle for ordering places in Kenya and
 * plain arithmetic instead of earth_distance's cubes for every matching place.
 */
const LONGITUDE_SCALE = Math.cos((NAIROBI_CBD.latitude * Math.PI) / 180);
const fromNairobi = sql`power(latitude - ${NAIROBI_CBD.latitude}::float8, 2) + power((longitude - ${NAIROBI_CBD.longitude}::float8) * ${LONGITUDE_SCALE}::float8, 2)`;
const kindOrder = sql`case kind when 'landmark' then 0 else 1 end`;

/** Pamoja's own places for a typed text, and how well the best of them matches it. */
export interface OwnPlaces {
  places: Place[];
  /** A name or alias of one of them starts with the text (a known stage, estate, landmark...). */
  known: boolean;
  /** A name or alias of one of them is the whole text. */
  exact: boolean;
}

type Row = Place & { starts: boolean; whole: boolean };

/**
 * Place names for what a person is typing: an exact name or alias first, then names and aliases
 * that start with it, then words inside names, then any substring; landmarks first, then what
 * is nearer Nairobi. Only when that finds too few does a fuzzy pass (trigram word
 * similarity) look for near spellings, such as "Coutry Club" for "country club".
 */
export async function findOwnPlaces(db: Database, text: string, limit: number): Promise<OwnPlaces> {
  const q = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const like = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const found = await queryRows<Row>(
    db,
    sql`select name, kind, area, latitude, longitude,
               search_text like ${`%|${like}%`} as starts,
               search_text like ${`%|${like}|%`} as whole
        from places
        where search_text like ${`%${like}%`}
        order by
          case when search_text like ${`%|${like}|%`} then 0
               when search_text like ${`|${like}%`} then 1
               when search_text like ${`%|${like}%`} then 2
               when search_text like ${`% ${like}%`} then 3
               else 4 end,
          ${kindOrder}, ${fromNairobi}, length(name)
        limit ${limit}`,
  );
  // The order puts a whole name first, then names that start with the text.
  const best = { known: found[0]?.starts === true, exact: found[0]?.whole === true };
  const places = found.map(({ starts: _s, whole: _w, ...place }) => place);
  if (found.length >= limit || q.length < 3) return { places, ...best };
  const fuzzy = await queryRows<Place>(
    db,
    sql`select name, kind, area, latitude, longitude
        from places
        where ${q} <% search_text and search_text not like ${`%${like}%`}
        order by word_similarity(${q}, search_text) desc, ${kindOrder}, ${fromNairobi}
        limit ${limit - found.length}`,
  );
  return { places: [...places, ...fuzzy], ...best };
}

/** Pamoja's own places for a typed text (see findOwnPlaces). */
export async function searchPlaces(db: Database, text: string, limit: number): Promise<Place[]> {
  return (await findOwnPlaces(db, text, limit)).places;
}
