// The README's performance tables, from one command: `npm run bench:report` runs every benchmark
// below (3 runs each, on this machine), keeps their figures in docs/perf/figures.json under this
// kind of machine (its cores and CPU) and writes the tables between the README's `bench:report`
// markers: one for each kind of machine the report has run on, this one first, so that a fresh
// run compares with figures from its own kind of machine. `-- --only search,load` runs some and
// keeps the others' last figures; `-- --render` only writes the tables again from the file.
// Needs `npm run build` (the browser benchmarks and the load measure the built app).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  cpuCheckMs,
  type Figure,
  formatSpread,
  machineKind,
  memoryCheckUs,
  PROJECT_ROOT,
} from './harness.ts';

interface Bench {
  key: string;
  /** What the rows measure, for the table. */
  title: string;
  /** The script and its options, as a person would run it. */
  args: string[];
}

export const BENCHES: Bench[] = [
  {
    key: 'search',
    title:
      'Ride search, 1,000,000 rides on PostgreSQL: one search at a time at the database and through HTTP, and sustained (16 connections, 15 s, one server process), beside the commit before issue 22',
    args: [
      'bench/search.ts',
      '--db',
      'postgres',
      '--rides',
      '1000000',
      '--keep',
      '--against',
      '14c86f7',
    ],
  },
  {
    key: 'load',
    title:
      'Mixed load through nginx, one server process on PostgreSQL (the mix of bench/load-mix.ts)',
    args: [
      'bench/load.ts',
      '--processes',
      '1',
      '--rate',
      '800',
      '--connections',
      '128',
      '--seconds',
      '30',
    ],
  },
  {
    key: 'first-booking',
    title: 'A first booking on a phone: 390x844, slow 4G, 4x CPU slowdown, empty cache',
    args: ['bench/first-booking.ts'],
  },
  {
    key: 'search-pglite',
    title: 'Ride search, 200,000 rides on PGlite (the embedded database)',
    args: ['bench/search.ts', '--db', 'pglite', '--rides', '200000', '--keep'],
  },
  { key: 'places', title: 'Place search, one at a time', args: ['bench/places.ts'] },
  { key: 'booking', title: 'Booking under contention', args: ['bench/booking.ts'] },
  { key: 'ussd', title: 'USSD sessions, each a whole booking', args: ['bench/ussd.ts'] },
  {
    key: 'alerts',
    title: 'Ride alerts matched as a recurring ride is posted',
    args: ['bench/alerts.ts'],
  },
  { key: 'live', title: 'Live trips across 2 server processes', args: ['bench/live.ts'] },
];

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    render: { type: 'boolean', default: false },
  },
});
const FIGURES_FILE = path.join(PROJECT_ROOT, 'docs/perf/figures.json');
const README = path.join(PROJECT_ROOT, 'README.md');
const START = '<!-- bench:report:start -->';
const END = '<!-- bench:report:end -->';

/** One kind of machine's figures: each benchmark's last report on it. */
interface MachineFigures {
  [bench: string]: {
    command: string;
    title: string;
    measuredOn: string;
    /** The machine's CPU check (harness.ts) just before the benchmark ran, in ms. */
    cpuCheckMs?: number;
    /** The machine's memory check (harness.ts) just before the benchmark ran, in µs per page. */
    memoryCheckUs?: number;
    figures: Figure[];
  };
}
/** Every kind of machine's figures, by machineKind(). */
interface Stored {
  [machine: string]: MachineFigures;
}
const stored: Stored = existsSync(FIGURES_FILE)
  ? (JSON.parse(readFileSync(FIGURES_FILE, 'utf8')) as Stored)
  : {};
const here = machineKind();

if (!values.render) {
  const wanted = values.only?.split(',') ?? BENCHES.map((b) => b.key);
  for (const key of wanted) {
    const bench = BENCHES.find((b) => b.key === key);
    if (!bench)
      throw new Error(`no benchmark ${key}; there are ${BENCHES.map((b) => b.key).join(', ')}`);
    const jsonFile = `/tmp/pamoja-bench-${key}.jsonl`;
    rmSync(jsonFile, { force: true });
    console.log(`\n=== ${key}: node --import tsx ${bench.args.join(' ')}`);
    const check = cpuCheckMs();
    const memory = memoryCheckUs();
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', ...bench.args, '--json', jsonFile],
      {
        cwd: PROJECT_ROOT,
        stdio: 'inherit',
      },
    );
    if (run.status !== 0) throw new Error(`${key} failed (exit ${run.status})`);
    const figures = readFileSync(jsonFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Figure);
    stored[here] ??= {};
    stored[here][key] = {
      command: `node --import tsx ${bench.args.join(' ')}`,
      title: bench.title,
      measuredOn: new Date().toISOString().slice(0, 10),
      cpuCheckMs: Math.round(check),
      memoryCheckUs: Math.round(memory * 10) / 10,
      figures,
    };
    writeFileSync(FIGURES_FILE, `${JSON.stringify(stored, null, 2)}\n`);
  }
}

/** One machine's table: a block of rows per benchmark, figures as median [min-max] over runs. */
function table(entries: MachineFigures): string[] {
  // The machine, its databases named once: "2 cores (…), 24 GB, Node 24, PostgreSQL 15, PGlite …".
  const parts = [
    ...new Set(
      Object.values(entries).flatMap((b) => b.figures.flatMap((f) => f.machine.split(', '))),
    ),
  ];
  const lines = [
    `On ${parts.join(', ')}:`,
    '',
    '| benchmark | figure | median [min-max] | runs |',
    '|---|---|---|---|',
  ];
  for (const bench of BENCHES) {
    const entry = entries[bench.key];
    if (!entry) continue;
    entry.figures.forEach((figure, i) => {
      const check =
        (entry.cpuCheckMs === undefined ? '' : `, CPU check ${entry.cpuCheckMs} ms`) +
        (entry.memoryCheckUs === undefined ? '' : `, memory check ${entry.memoryCheckUs} µs/page`);
      const head =
        i === 0 ? `${entry.title} (\`${entry.command}\`, ${entry.measuredOn}${check})` : '';
      const name = figure.revision === 'this' ? figure.name : `${figure.name} (${figure.revision})`;
      lines.push(
        `| ${head} | ${name} | ${formatSpread(figure.spread, figure.decimals)} ${figure.unit} | ${figure.spread.runs} |`,
      );
    });
  }
  return lines;
}

/** The tables: this kind of machine's first, then the others', the latest measured first. */
function render(): string {
  const latest = (machine: string) =>
    Object.values(stored[machine] ?? {})
      .map((entry) => entry.measuredOn)
      .sort()
      .at(-1) ?? '';
  const machines = Object.keys(stored).sort(
    (a, b) => Number(b === here) - Number(a === here) || latest(b).localeCompare(latest(a)),
  );
  const lines = [
    START,
    `Produced by \`npm run bench:report\` (figures in \`docs/perf/figures.json\`), one table for each kind of machine it has run on: compare a fresh run with its own machine's table, and with its CPU check (\`cpuCheckMs\` in \`bench/harness.ts\`: fixed work on one thread, measured just before each benchmark and printed by every benchmark; lower is faster) and its memory check (\`memoryCheckUs\`: the first write to a fresh 4 KiB page, which every new process, a browser above all, pays for each page it grows into), since machines of one kind differ by more than the changes measured. Each figure is the median [min-max] of its runs.`,
  ];
  machines.forEach((machine, i) => {
    const rows = table(stored[machine] ?? {});
    if (i === 0) lines.push('', ...rows);
    else
      lines.push(
        '',
        `<details><summary>On ${machine}, last measured ${latest(machine)}</summary>`,
        '',
        ...rows,
        '',
        '</details>',
      );
  });
  lines.push(END);
  return lines.join('\n');
}

const readme = readFileSync(README, 'utf8');
const from = readme.indexOf(START);
const to = readme.indexOf(END);
if (from < 0 || to < 0) throw new Error(`README.md has no ${START} ... ${END} block`);
writeFileSync(README, readme.slice(0, from) + render() + readme.slice(to + END.length));
console.log(`\nwrote the table into README.md from ${path.relative(PROJECT_ROOT, FIGURES_FILE)}`);
