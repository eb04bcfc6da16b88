// Place search benchmark: `node --import tsx bench/places.ts` (both databases) or
// `--db postgres` / `--db pglite`. Loads the bundled places, then, in each of `--runs` runs (3 by
// default), times what people type into the place fields, short prefixes to misspellings, one
// search at a time at the database (`--rounds` times each). Prints each run's p50/p95/p99, then
// their median [min-max]; `--json <file>` appends them for `npm run bench:report`. Asserts
// nothing. `--against` does not apply: the searches run in this process, against this
// checkout's functions, with no server to start from another revision.
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client.ts';
import { ensurePlaces } from '../src/server/features/places/load-places.ts';
import { searchPlaces } from '../src/server/features/places/search-places.ts';
import { adminQuery, benchDatabaseUrl } from './bench-server.ts';
import { createFigures, HARNESS_OPTIONS, printMachine } from './harness.ts';
import { refuseAgainst } from './revisions.ts';
import { percentiles } from './stats.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    rounds: { type: 'string', default: '50' },
    ...HARNESS_OPTIONS,
  },
});
refuseAgainst(
  'places',
  values.against,
  'place search is measured in this process, on functions of this checkout (no server)',
);
const runs = Number(values.runs);
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
const url = benchDatabaseUrl('pamoja_bench_places');

if (values.db !== 'pglite') {
  await adminQuery('drop database if exists pamoja_bench_places with (force)');
  await adminQuery('create database pamoja_bench_places');
}
const machine = await printMachine({
  postgresUrl: values.db !== 'pglite' ? url : undefined,
  pglite: values.db !== 'postgres',
});
const figures = createFigures(values.db ? `places-${values.db}` : 'places', machine, values.json);

async function measure(name: string, database: DatabaseHandle): Promise<void> {
  await ensurePlaces(database.db);
  for (const q of TYPED) await searchPlaces(database.db, q, 8); // warm up
  for (let run = 1; run <= runs; run++) {
    const times: number[] = [];
    for (let round = 0; round < Number(values.rounds); round++) {
      for (const q of TYPED) {
        const started = performance.now();
        await searchPlaces(database.db, q, 8);
        times.push(performance.now() - started);
      }
    }
    const p = percentiles(times);
    console.log(`run ${run}: place search on ${name}, one at a time (ms):`, p);
    figures.add(`place search on ${name} p50`, p.p50, 'ms', 2);
    figures.add(`place search on ${name} p95`, p.p95, 'ms', 2);
    figures.add(`place search on ${name} p99`, p.p99, 'ms', 2);
  }
}

if (values.db !== 'postgres') {
  await rm(PGLITE_DIR, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: PGLITE_DIR });
  await measure('PGlite', database);
  await database.close();
  await rm(PGLITE_DIR, { recursive: true, force: true });
}
if (values.db !== 'pglite') {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  await measure('PostgreSQL', database);
  await database.close();
  await adminQuery('drop database pamoja_bench_places with (force)');
}
await figures.print();
