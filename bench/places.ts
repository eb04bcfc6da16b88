// Place search benchmark: `node --import tsx bench/places.ts` (both databases) or
// `--db postgres` / `--db pglite`. Loads the bundled places, then times what people type into the
// place fields, short prefixes to misspellings, one search at a time at the database. Prints
// figures; asserts nothing.
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client.ts';
import { ensurePlaces } from '../src/server/features/places/load-places.ts';
import { searchPlaces } from '../src/server/features/places/search-places.ts';
import { adminQuery, benchDatabaseUrl } from './bench-server.ts';
import { percentiles } from './stats.ts';

const { values } = parseArgs({
  options: { db: { type: 'string' }, rounds: { type: 'string', default: '50' } },
});
const TYPED = [
  'ki',
  'ka',
  'ru',
  'ng',
  'west',
  'cbd',
  'jkia',
  'trm',
  'kencom',
  'sarit',
  'thika road',
  'mlolongo',
  'kikuyu',
  'coutry club',
  'westlnds',
  'kiambu rd',
  'juja',
  'ngong road',
  'yaya',
];
const PGLITE_DIR = '/tmp/pamoja-bench-places';

async function measure(name: string, database: DatabaseHandle): Promise<void> {
  await ensurePlaces(database.db);
  for (const q of TYPED) await searchPlaces(database.db, q, 8); // warm up
  const times: number[] = [];
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const q of TYPED) {
      const started = performance.now();
      await searchPlaces(database.db, q, 8);
      times.push(performance.now() - started);
    }
  }
  console.log(`place search on ${name}, one at a time (ms):`, percentiles(times));
}

if (values.db !== 'postgres') {
  await rm(PGLITE_DIR, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: PGLITE_DIR });
  await measure('PGlite', database);
  await database.close();
  await rm(PGLITE_DIR, { recursive: true, force: true });
}
if (values.db !== 'pglite') {
  await adminQuery('drop database if exists pamoja_bench_places with (force)');
  await adminQuery('create database pamoja_bench_places');
  const url = benchDatabaseUrl('pamoja_bench_places');
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  await measure('PostgreSQL', database);
  await database.close();
  await adminQuery('drop database pamoja_bench_places with (force)');
}
