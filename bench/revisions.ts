// What the converted benchmarks share beyond harness.ts: the revisions whose servers they
// measure (this checkout and the one of --against), and refusing --against where it cannot apply.
import { checkoutRevision, PROJECT_ROOT } from './harness.ts';

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
