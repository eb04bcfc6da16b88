import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE_PARTS, LOCALES_DIR, readCatalogue } from '../tests/helpers/catalogues';

// CI's check of the web app's catalogues (lingui.config.ts): extracting the messages again must
// change nothing (a catalogue is stale when a message was added, changed or removed in the code
// without `npm run i18n:extract`), and every message must have its Kiswahili. The extraction
// writes the catalogues it finds stale, so `git diff` shows what to commit.

const files = readdirSync(LOCALES_DIR, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.po'))
  .map((file) => path.join(LOCALES_DIR, file));
const before = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));

execFileSync(
  path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'lingui'),
  ['extract', '--clean'],
  {
    stdio: 'ignore',
  },
);

const problems: string[] = [];
for (const [file, text] of before) {
  if (readFileSync(file, 'utf8') !== text) {
    problems.push(
      `${path.relative(process.cwd(), file)} is stale: run npm run i18n:extract and commit it`,
    );
  }
}
for (const part of CATALOGUE_PARTS) {
  for (const message of readCatalogue('sw', part)) {
    if (!message.translation) problems.push(`sw/${part}.po: no Kiswahili for "${message.id}"`);
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`catalogues up to date, every message in Kiswahili (${files.length} files)`);
