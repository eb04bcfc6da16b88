import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// CI's check of the web app's catalogues (lingui.config.ts): extracting the messages again must
// change nothing (a catalogue is stale when a message was added, changed or removed in the code
// without `npm run i18n:extract`), and every message must have its Kiswahili. The extraction
// writes the catalogues it finds stale, so `git diff` shows what to commit.

const LOCALES = path.join(import.meta.dirname, '..', 'src', 'web', 'locales');
const files = readdirSync(LOCALES, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.po'))
  .map((file) => path.join(LOCALES, file));
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
for (const file of files.filter((f) => f.includes(`${path.sep}sw${path.sep}`))) {
  const untranslated = [
    ...readFileSync(file, 'utf8').matchAll(/\nmsgid "(.+)"\nmsgstr ""(?=\n|$)/g),
  ];
  for (const [, msgid] of untranslated) {
    problems.push(`${path.relative(process.cwd(), file)}: no Kiswahili for "${msgid}"`);
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`catalogues up to date, every message in Kiswahili (${files.length} files)`);
