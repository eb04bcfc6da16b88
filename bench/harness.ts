// What every benchmark shares so its figures can be reproduced: the machine it ran on, three runs
// by default with the median and the range, one JSON line per figure for `npm run bench:report`,
// and `--against <rev>`, which measures another git revision's server in the same run.
import { execFileSync } from 'node:child_process';
import { hash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

/** Which database a benchmark ran on: a PostgreSQL server's URL, and/or the embedded PGlite. */
export interface MachineDatabases {
  postgresUrl?: string;
  pglite?: boolean;
}

/** The kind of machine: its cores and CPU ("2 cores (AMD EPYC)"), the report's key for a table. */
export function machineKind(): string {
  const all = cpus();
  return `${all.length} cores (${all[0]?.model.trim() ?? 'unknown CPU'})`;
}

/** The machine a figure was measured on, in one line, with the versions of its databases. */
export async function describeMachine(databases: MachineDatabases = {}): Promise<string> {
  const databaseUrl = databases.postgresUrl;
  const parts = [
    machineKind(),
    `${Math.round(totalmem() / 2 ** 30)} GB`,
    `Node ${process.versions.node}`,
  ];
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    try {
      await client.connect();
      const { rows } = await client.query<{ server_version: string }>('show server_version');
      parts.push(`PostgreSQL ${rows[0]?.server_version.split(' ')[0]}`);
    } catch {
      parts.push('PostgreSQL unreachable');
    } finally {
      await client.end().catch(() => {});
    }
  }
  if (databases.pglite) {
    const pglite = new PGlite();
    try {
      const { rows } = await pglite.query<{ server_version: string }>('show server_version');
      parts.push(`PGlite (PostgreSQL ${rows[0]?.server_version.split(' ')[0]})`);
    } finally {
      await pglite.close();
    }
  }
  return parts.join(', ');
}

const TICKS_PER_SECOND = 100; // Linux USER_HZ

/** CPU seconds (user and system) a process has used so far, from /proc/<pid>/stat. */
function cpuSecondsOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime + stime
}

/** CPU seconds used so far and resident memory (MB) of a process, from /proc (Linux). */
export function processUsage(pid: number) {
  const cpu = cpuSecondsOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { cpu, rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** What every process on this machine and the machine itself have used of the CPU so far. */
interface CpuReading {
  /** Each process's CPU seconds so far, by process id, with its command (`postgres`, `nginx`). */
  processes: Map<number, { command: string; seconds: number }>;
  /** The machine's CPU seconds so far, all cores together: busy, idle, and taken by the host. */
  machine: { busy: number; idle: number; stolen: number };
}

/** Reads /proc: null where there is none (not Linux). */
function readCpu(): CpuReading | null {
  if (!existsSync('/proc/stat')) return null;
  const processes: CpuReading['processes'] = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      processes.set(Number(entry), { command, seconds: cpuSecondsOf(stat) });
    } catch {
      // the process ended between the listing and the read
    }
  }
  // The first line: cpu user nice system idle iowait irq softirq steal ... (in ticks).
  const ticks = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map((field) => Number(field) / TICKS_PER_SECOND);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0] = ticks;
  return {
    processes,
    machine: {
      busy: user + nice + system + irq + softirq,
      idle: idle + iowait,
      stolen: ticks[7] ?? 0,
    },
  };
}

/** Where the CPU went while a benchmark ran: milliseconds per request of each party. */
export interface CpuSplit {
  server: number;
  postgres: number;
  nginx: number;
  loadGenerator: number;
  /** Shares of the cores' time: busy, and taken by the host (a virtual machine's steal). */
  busy: number;
  stolen: number;
}

/**
 * Starts watching where the CPU goes (/proc, Linux). The function it answers, called once the
 * load is over, splits what was used since by the server processes `serverPids`, PostgreSQL,
 * nginx and this process (the load generator) over `requests`; null where there is no /proc.
 * Process by process: one started in between counts whole, one that ended in between counts
 * nothing (a difference of sums went negative when the other revision's server closed its
 * connections).
 */
export function watchCpu(): (requests: number, serverPids: ReadonlySet<number>) => CpuSplit | null {
  const before = readCpu();
  const loadBefore = process.cpuUsage();
  return (requests, serverPids) => {
    const after = readCpu();
    const load = process.cpuUsage(loadBefore);
    if (!before || !after) return null;
    const perRequest = (seconds: number) => (seconds * 1000) / requests;
    const of = (which: (pid: number, command: string) => boolean) => {
      let used = 0;
      for (const [pid, { command, seconds }] of after.processes) {
        if (which(pid, command)) used += seconds - (before.processes.get(pid)?.seconds ?? 0);
      }
      return perRequest(used);
    };
    const busy = after.machine.busy - before.machine.busy;
    const stolen = after.machine.stolen - before.machine.stolen;
    const all = busy + stolen + after.machine.idle - before.machine.idle;
    return {
      server: of((pid) => serverPids.has(pid)),
      postgres: of((_, command) => command === 'postgres'),
      nginx: of((_, command) => command === 'nginx'),
      loadGenerator: perRequest((load.user + load.system) / 1e6),
      busy: busy / all,
      stolen: stolen / all,
    };
  };
}

/** The cores' shares of a CpuSplit, as the benchmarks print them. */
export function coresLine(split: CpuSplit): string {
  return `the cores were ${(split.busy * 100).toFixed(0)}% busy, ${(split.stolen * 100).toFixed(0)}% taken by the host`;
}

/**
 * How fast this machine is right now: the milliseconds one thread takes for a fixed piece of work
 * (SHA-256 of 32 MB, and 9 MB of JSON written and read back), the median of 5 tries. Machines of
 * the same kind differ, and one machine drifts within hours, by more than the changes measured:
 * a table's figures are only comparable with a run whose check is close to theirs.
 */
export function cpuCheckMs(): number {
  const block = Buffer.alloc(1 << 20, 'pamoja');
  const rows = Array.from({ length: 5_000 }, (_, i) => ({
    id: `ride-${i}`,
    latitude: -1.28 + i / 1e5,
    longitude: 36.82 - i / 1e5,
    seats: i % 4,
    departure: new Date(1_795_000_000_000 + i * 60_000).toISOString(),
  }));
  const tries: number[] = [];
  for (let t = 0; t < 5; t++) {
    const started = performance.now();
    for (let i = 0; i < 32; i++) hash('sha256', block);
    for (let i = 0; i < 16; i++) JSON.parse(JSON.stringify(rows));
    tries.push(performance.now() - started);
  }
  return spread(tries).median;
}

/** Memory the check touches, fresh each try: 8,192 pages of 4 KiB. */
const MEMORY_CHECK_BYTES = 32 << 20;
const PAGE_BYTES = 4096;

/**
 * What memory costs on this machine: the microseconds the first write to a fresh 4 KiB page
 * takes (the kernel's page fault, and under a virtual machine the host's), the median of 5 tries
 * of 32 MiB each. The CPU check does not see it, yet every new process pays it for each page it
 * grows into: a browser opening a page touches hundreds of megabytes, so Lighthouse's blocking
 * time and the first booking's seconds follow it. Seen on 2026-11-27: 12 µs on an AMD EPYC whose
 * first booking took 11.7 s, against 9.5 s on an Intel Xeon whose CPU check read slower.
 */
export function memoryCheckUs(): number {
  const tries: number[] = [];
  for (let t = 0; t < 5; t++) {
    const started = performance.now();
    // Zeroed by the kernel, not by a write: each page is first written here.
    const block = new Uint8Array(MEMORY_CHECK_BYTES);
    for (let i = 0; i < block.length; i += PAGE_BYTES) block[i] = 1;
    tries.push(((performance.now() - started) * 1000) / (MEMORY_CHECK_BYTES / PAGE_BYTES));
  }
  return spread(tries).median;
}

/** Prints the machine line every benchmark starts with, and the CPU and memory checks of the moment. */
export async function printMachine(databases: MachineDatabases = {}): Promise<string> {
  const machine = await describeMachine(databases);
  console.log(`machine: ${machine}`);
  console.log(
    `CPU check: ${cpuCheckMs().toFixed(0)} ms (fixed work on one thread; lower is faster); ` +
      `memory check: ${memoryCheckUs().toFixed(1)} µs per fresh 4 KiB page (lower is faster)`,
  );
  return machine;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** The median, min and max of one figure over runs. */
export function spread(values: readonly number[]): Spread {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, runs: 0 };
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { median, min: sorted[0] as number, max: sorted.at(-1) as number, runs: sorted.length };
}

/** `12.3 [11.9-13.0]`, with the given decimals. */
export function formatSpread(s: Spread, decimals = 1): string {
  const f = (v: number) =>
    v.toLocaleString('en', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return `${f(s.median)} [${f(s.min)}-${f(s.max)}]`;
}

/** Options every benchmark takes (merge into its parseArgs options). */
export const HARNESS_OPTIONS = {
  runs: { type: 'string', default: '3' },
  // Appends one JSON line per figure here (bench:report reads them).
  json: { type: 'string' },
  // Measures this git revision's server too, in the same run, side by side.
  against: { type: 'string' },
} as const;

export interface Figure {
  bench: string;
  /** What is measured, e.g. "search through HTTP p95". */
  name: string;
  unit: string;
  /** Decimals to print it with. */
  decimals: number;
  /** Which code: 'this' (the working tree) or the revision given to --against. */
  revision: string;
  spread: Spread;
  machine: string;
}

/**
 * Collects one benchmark's figures run by run, prints each with its median and range, and
 * writes them as JSON lines when `--json` is given.
 */
export function createFigures(bench: string, machine: string, jsonFile?: string) {
  const collected = new Map<string, { unit: string; decimals: number; values: number[] }>();
  const keyOf = (revision: string, name: string) => `${revision}\u0000${name}`;
  return {
    /** Records one run's value of a figure. */
    add(name: string, value: number, unit: string, decimals = 1, revision = 'this'): void {
      const key = keyOf(revision, name);
      const entry = collected.get(key) ?? { unit, decimals, values: [] };
      entry.values.push(value);
      collected.set(key, entry);
    },
    /** Prints every figure (median [min-max] over its runs) and writes the JSON lines. */
    async print(): Promise<Figure[]> {
      const figures: Figure[] = [];
      console.log(`\n${bench}: median [min-max] over runs`);
      for (const [key, entry] of collected) {
        const [revision = 'this', name = ''] = key.split('\u0000');
        const s = spread(entry.values);
        const label = revision === 'this' ? name : `${name} (${revision})`;
        console.log(
          `  ${label}: ${formatSpread(s, entry.decimals)} ${entry.unit}  (${s.runs} runs)`,
        );
        figures.push({
          bench,
          name,
          unit: entry.unit,
          decimals: entry.decimals,
          revision,
          spread: s,
          machine,
        });
      }
      if (jsonFile) {
        await appendFile(jsonFile, figures.map((f) => `${JSON.stringify(f)}\n`).join(''));
      }
      return figures;
    },
  };
}

/**
 * A checkout of another git revision beside this one (a detached worktree under /tmp, sharing
 * this checkout's node_modules when its package-lock.json is the same, else installing its own),
 * so a benchmark can start that revision's server. Answers its
 * folder and the short hash.
 */
export function checkoutRevision(rev: string): { dir: string; sha: string } {
  const sha = execFileSync('git', ['rev-parse', '--short', `${rev}^{commit}`], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  }).trim();
  const dir = `/tmp/pamoja-rev-${sha}`;
  if (!existsSync(path.join(dir, 'package.json'))) {
    mkdirSync('/tmp', { recursive: true });
    execFileSync('git', ['worktree', 'add', '--force', '--detach', dir, sha], {
      cwd: PROJECT_ROOT,
      stdio: 'ignore',
    });
  }
  // The same packages: this checkout's. Others (a dependency added or dropped since): its own.
  const modules = path.join(dir, 'node_modules');
  const lock = (root: string) => readFileSync(path.join(root, 'package-lock.json'), 'utf8');
  if (lock(dir) === lock(PROJECT_ROOT)) {
    if (!existsSync(modules)) symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), modules);
  } else if (
    lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink() !== false ||
    !existsSync(path.join(modules, '.package-lock.json'))
  ) {
    rmSync(modules, { recursive: true, force: true });
    console.log(`installing ${sha}'s own packages (its package-lock.json differs)...`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' });
  }
  return { dir, sha };
}
