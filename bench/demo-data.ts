// Demo data benchmark: `node --import tsx bench/demo-data.ts [--rounds 5]`. Loads the demo drivers,
// vehicles, a week of rides and the popular routes into a fresh embedded database, as a newcomer's
// first `npm start` does, and prints how long it took. Prints figures; asserts nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client.ts';
import { loadDemoData } from '../src/server/db/demo-data.ts';
import { percentiles } from './stats.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });

const times: number[] = [];
let rides = 0;
for (let round = 0; round < Number(values.rounds); round++) {
  const dir = await mkdtemp(path.join(tmpdir(), 'pamoja-bench-demo-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  const started = performance.now();
  const result = await loadDemoData(database.db);
  times.push(performance.now() - started);
  rides = result.counts?.rides ?? 0;
  await database.close();
  await rm(dir, { recursive: true, force: true });
}
console.log(`demo data (${rides} rides) into a fresh PGlite database (ms):`, percentiles(times));
