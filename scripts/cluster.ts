// `npm run cluster -- --processes 2 --port 8080`: N identical server processes on one PostgreSQL
// server (DATABASE_URL), and Debian's nginx in front of them on loopback, as in production
// (deploy/nginx.conf). A process that dies is started again after a second. Ctrl-C stops all.
// The load and fault benchmarks start the same cluster through startCluster().
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESTART_AFTER_MS = 1000;
/** A process that exits by itself sooner than this after starting cannot start (bad configuration, say). */
const GIVE_UP_WITHIN_MS = 5000;

export interface ClusterOptions {
  processes: number;
  /** nginx's port on 127.0.0.1; the server processes take the ports after it. */
  port: number;
  databaseUrl: string;
  /** More environment for every server process (limits, log level, ...). */
  env?: Record<string, string>;
  /** Where each process's output goes: by default kept, and printed if it cannot start. */
  onOutput?: (index: number, text: string) => void;
}

export interface ServerSlot {
  port: number;
  url: string;
  /** The running process (a new one after each restart). */
  child: ChildProcess;
  restarts: number;
}

export interface Cluster {
  /** nginx's address: what a browser or a load test uses. */
  url: string;
  servers: ServerSlot[];
  /** Waits until every process and nginx answer /api/health. */
  healthy(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Asks `url` every 100 ms until it answers 200 (true), `timeoutMs` passes or `giveUp` says so
 * (false).
 */
export async function answersOk(
  url: string,
  timeoutMs: number,
  giveUp: () => boolean = () => false,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!giveUp()) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

export function nginxConfig(options: {
  port: number;
  serverPorts: number[];
  tempDir: string;
  runAsRoot: boolean;
}): string {
  const temp = (name: string) => path.join(options.tempDir, name);
  return `# Written by scripts/cluster.ts
${options.runAsRoot ? 'user nobody nogroup;' : ''}
worker_processes 1;
daemon off;
pid ${temp('nginx.pid')};
error_log stderr warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path ${temp('client-body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    upstream pamoja {
        least_conn;
${options.serverPorts.map((p) => `        server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
        keepalive 64;
    }
    server {
        listen 127.0.0.1:${options.port};
        include ${path.join(root, 'deploy/pamoja-proxy.conf')};
    }
}
`;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const tempDir = await mkdtemp(path.join(tmpdir(), 'pamoja-cluster-'));
  await chmod(tempDir, 0o777); // nginx's workers run as nobody when started by root
  const configFile = path.join(tempDir, 'nginx.conf');
  const serverPorts = Array.from({ length: options.processes }, (_, i) => options.port + 1 + i);
  await writeFile(
    configFile,
    nginxConfig({
      port: options.port,
      serverPorts,
      tempDir,
      runAsRoot: process.getuid?.() === 0,
    }),
  );
  execFileSync('nginx', ['-t', '-q', '-c', configFile], { stdio: 'inherit' });

  let stopping = false;
  let failed: string | undefined;
  const outputs: string[] = serverPorts.map(() => '');
  const start = (index: number): ChildProcess => {
    const port = serverPorts[index] as number;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: options.databaseUrl,
        TRUST_PROXY: '1',
        PUBLIC_URL: `http://127.0.0.1:${options.port}`,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const take = (chunk: Buffer) => {
      const text = chunk.toString();
      outputs[index] = (outputs[index] + text).slice(-20_000);
      options.onOutput?.(index, text);
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    const startedAt = Date.now();
    child.once('exit', (code, signal) => {
      if (stopping) return;
      // It ended by itself at once (a signal is something done to it, not its own doing).
      if (signal === null && Date.now() - startedAt < GIVE_UP_WITHIN_MS) {
        failed = `server process on port ${port} could not start:\n${outputs[index]}`;
        return;
      }
      options.onOutput?.(
        index,
        `server process on port ${port} ended (${signal ?? `exit ${code}`}); starting it again\n`,
      );
      setTimeout(() => {
        if (stopping) return;
        const slot = servers[index] as ServerSlot;
        slot.child = start(index);
        slot.restarts += 1;
      }, RESTART_AFTER_MS);
    });
    return child;
  };
  const servers: ServerSlot[] = serverPorts.map((port, index) => ({
    port,
    url: `http://127.0.0.1:${port}`,
    child: start(index),
    restarts: 0,
  }));
  const nginx = spawn('nginx', ['-c', configFile], { stdio: ['ignore', 'inherit', 'inherit'] });
  const nginxExited = new Promise((resolve) => nginx.once('exit', resolve));
  nginx.once('exit', (code) => {
    if (!stopping) failed = `nginx stopped (exit ${code}); is port ${options.port} free?`;
  });

  const url = `http://127.0.0.1:${options.port}`;
  const exited = (child: ChildProcess) =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(undefined);
      else child.once('exit', resolve);
    });
  return {
    url,
    servers,
    async healthy(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (const target of [...servers.map((s) => s.url), url]) {
        const ok = await answersOk(`${target}/api/health`, deadline - Date.now(), () => !!failed);
        if (failed) throw new Error(failed);
        if (!ok) throw new Error(`${target} did not become healthy:\n${outputs.join('\n')}`);
      }
    },
    async stop() {
      stopping = true;
      nginx.kill('SIGQUIT');
      for (const slot of servers) slot.child.kill('SIGTERM');
      await Promise.all([nginxExited, ...servers.map((slot) => exited(slot.child))]);
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      processes: { type: 'string', default: '2' },
      port: { type: 'string', default: '8080' },
    },
  });
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    process.stderr.write(
      'npm run cluster needs DATABASE_URL: several processes share one PostgreSQL server ' +
        '(the embedded database belongs to one process). For example:\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/pamoja npm run cluster\n',
    );
    process.exit(1);
  }
  let cluster: Cluster | undefined;
  const stop = () => void (cluster?.stop() ?? Promise.resolve()).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  cluster = await startCluster({
    processes: Number(values.processes),
    port: Number(values.port),
    databaseUrl,
    onOutput: (index, text) => {
      for (const line of text.split('\n').filter(Boolean))
        process.stdout.write(`[${index + 1}] ${line}\n`);
    },
  });
  try {
    await cluster.healthy();
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  process.stdout.write(
    `Pamoja: ${cluster.servers.length} server processes (ports ${cluster.servers
      .map((s) => s.port)
      .join(', ')}) behind nginx at ${cluster.url}\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  });
}
