import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs `src/server/main.ts` from source as its own process (`npm run serve` runs the same server
 * built); from another checkout when `cwd` names one (the benchmarks' `--against`), with extra
 * options for node (`--cpu-prof`) when given.
 */
export function startServer(
  env: Record<string, string>,
  cwd?: string,
  nodeOptions: readonly string[] = [],
): ServerProcess {
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', 'src/server/main.ts'], {
    cwd,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, url: `http://127.0.0.1:${env.PORT}`, output: () => output, exited };
}

/** Waits until /api/health answers 200, or fails with what the server printed. */
export async function waitUntilHealthy(
  server: ServerProcess,
  timeoutMs = 60_000,
): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  server.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.ok) return res.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}
