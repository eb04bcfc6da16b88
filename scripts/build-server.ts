// Builds the server as plain JavaScript into dist/server (same layout as the source), with the
// files it reads beside its code, so production runs it with `node` alone: no tsx, no esbuild.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist/server');
const READ_AT_RUN_TIME = ['src/server/db/migrations', 'src/server/db/places/data'];

rmSync(out, { recursive: true, force: true });
const tsc = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.server.json'],
  { cwd: root, stdio: 'inherit' },
);
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
for (const folder of READ_AT_RUN_TIME) {
  cpSync(path.join(root, folder), path.join(out, folder), { recursive: true });
}
process.stdout.write(`server built into ${path.relative(root, out)}\n`);
