// What the converted benchmarks share beyond harness.ts: the revisions whose servers they
// measure (this checkout and the one of --against), refusing --against where it cannot apply,
// and the machine line with PGlite's PostgreSQL when a benchmark measures the embedded database.
import { PGlite } from '@electric-sql/pglite';
import { checkoutRevision, describeMachine, PROJECT_ROOT } from './harness.ts';

export interface Revision {
  /** 'this' (the working tree), or the revision given to --against with its short hash. */
  name: string;
  /** The checkout whose server is started. */
  dir: string;
}

/** This checkout, and the checkout of `against` when given (first use creates it under /tmp). */
export function revisionsToMeasure(against: string | undefined): Revision[] {
  const revisions: Revision[] = [{ name: 'this', dir: PROJECT_ROOT }];
  if (against) {
    const { dir, sha } = checkoutRevision(against);
    revisions.push({ name: sha.startsWith(against) ? sha : `${against} (${sha})`, dir });
  }
  return revisions;
}

/** Stops a benchmark for which `--against` means nothing, saying why. */
export function refuseAgainst(bench: string, against: string | undefined, why: string): void {
  if (against === undefined) return;
  console.error(`${bench}: --against does not apply: ${why}`);
  process.exit(2);
}

/**
 * Prints and answers the machine line (as printMachine in harness.ts), with the PostgreSQL
 * server's version when `postgresUrl` is given and PGlite's own PostgreSQL when `pglite` is set.
 */
export async function printMachineOf(options: {
  postgresUrl?: string;
  pglite?: boolean;
}): Promise<string> {
  let machine = await describeMachine(options.postgresUrl);
  if (options.pglite) {
    const pglite = new PGlite();
    try {
      const { rows } = await pglite.query<{ server_version: string }>('show server_version');
      machine += `, PGlite (PostgreSQL ${rows[0]?.server_version.split(' ')[0]})`;
    } finally {
      await pglite.close();
    }
  }
  console.log(`machine: ${machine}`);
  return machine;
}
