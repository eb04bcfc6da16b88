import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersOk, type Cluster, startCluster } from '../../scripts/cluster.ts';
import { eventually } from '../helpers/eventually.ts';
import { createPostgresDatabase, testDatabaseKind } from '../helpers/test-database.ts';

// `npm run cluster`: two server processes behind Debian's nginx on one PostgreSQL database.
// PostgreSQL only (the embedded database belongs to one process); CI installs nginx.

const hasNginx = (() => {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(testDatabaseKind !== 'postgres' || !hasNginx)('npm run cluster', () => {
  let cluster: Cluster;
  let url: string;
  let drop: () => Promise<void>;
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase());
    cluster = await startCluster({
      processes: 2,
      // Outside the ephemeral range other tests' freePort() draws from, so that while a killed
      // process is down no other test takes its port.
      port: 20_000 + Math.floor(Math.random() * 4000) * 3, // below 32768
      databaseUrl: url,
      env: { LOG_LEVEL: 'warn', DEMO_DATA: '0', API_RATE_LIMIT_PER_MINUTE: '600' },
    });
    await cluster.healthy();
  }, 90_000);
  afterAll(async () => {
    await cluster?.stop();
    await drop?.();
  });

  it('serves the API through nginx, which states the client address itself', async () => {
    const res = await fetch(`${cluster.url}/api/places/search?q=westlands`, {
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/); // nginx's $request_id
    // The hit was counted against the address nginx saw, not the one the client claimed.
    const keys = await eventually(async () => {
      const seen = (await query('select key from rate_limits')).map((r) => r.key);
      expect(seen).toContain('api:127.0.0.1');
      return seen;
    });
    expect(keys).not.toContain('api:203.0.113.9');
  });

  it('keeps the metrics away from the public', async () => {
    for (const spelling of ['/metrics', '/metrics/', '/%6detrics']) {
      expect((await fetch(`${cluster.url}${spelling}`)).status, spelling).toBe(404);
    }
  });

  it('keeps answering when a process is killed, and starts that process again', async () => {
    const [first] = cluster.servers;
    if (!first) throw new Error('no server');
    first.child.kill('SIGKILL');
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push((await fetch(`${cluster.url}/api/health`)).status);
    expect(answers).toEqual(Array(20).fill(200));
    const ready = await answersOk(`${first.url}/api/ready`, 30_000);
    expect(ready).toBe(true);
    expect(first.restarts).toBe(1);
  }, 40_000);
});
