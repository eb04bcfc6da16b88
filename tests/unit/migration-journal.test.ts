import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Drizzle's migrator applies, to a database that has migrations already, only those whose
// journal time (`when`) is later than the last one it applied: a new migration with an earlier
// time than the one before would be skipped on every existing database.

const journal = JSON.parse(
  readFileSync(
    path.join(import.meta.dirname, '../../src/server/db/migrations/meta/_journal.json'),
    'utf8',
  ),
) as { entries: { idx: number; when: number; tag: string }[] };

describe('the migration journal', () => {
  it('numbers the migrations in order, each later than the one before', () => {
    journal.entries.forEach((entry, i) => {
      expect(entry.idx, entry.tag).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, '0')), entry.tag).toBe(true);
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
  });
});
