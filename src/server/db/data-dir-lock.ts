import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Only one process may open a PGlite data directory; a second one would corrupt it.
 * A lock file holds the owner's pid; a lock left by a killed process is taken over.
 * Answers the function that releases the lock.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'pamoja.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by another Pamoja process (pid ${owner}). Stop it, or set DATABASE_URL to share a PostgreSQL server between processes.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
