import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The web app's message catalogues (src/web/locales/<language>/{shell,landing,app}.po), extracted
// from the code's Lingui macros by `npm run i18n:extract`. Three per language, so the landing page
// downloads only the words it shows (its JavaScript budget is 100 KB gzip): `shell` holds the
// messages of every file the entries below import statically (the app shell, the landing page's
// first screen, shared components): code a first visit runs. `landing` holds those of the landing
// page's lower sections, loaded with them (`withLandingMessages`). `app` holds every other
// screen's, loaded with the first of them: any other dynamic import goes through
// `withAppMessages` (src/web/lib/i18n/catalogues.ts).

const ROOT = path.dirname(new URL(import.meta.url).pathname);
const SHELL_ENTRIES = [
  'src/web/main.tsx',
  'src/web/features/landing/index.ts',
  'src/web/components/ui/toaster.tsx',
];
/** The landing page's lower sections (features/landing/landing-page.tsx). */
const LANDING_ENTRIES = ['src/web/features/landing/landing-sections.tsx'];

/** The web files an entry imports statically, with theirs: what its chunk carries. */
function staticImports(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith('src/web/')) return;
    seen.add(file);
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    // `import … from '…'` and `export … from '…'`, not `import('…')`.
    for (const [, specifier] of source.matchAll(
      /(?:import|export)\s[^'"();]*?from\s+'(\.[^']+)'/g,
    )) {
      const base = path.join(path.dirname(file), specifier ?? '');
      const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ending) => base + ending)
        .find((candidate) => /\.tsx?$/.test(candidate) && existsSync(path.join(ROOT, candidate)));
      if (found) visit(found);
    }
  };
  for (const entry of entries) visit(entry);
  return [...seen].sort();
}

const shellFiles = staticImports(SHELL_ENTRIES);
const shell = shellFiles.map((file) => `<rootDir>/${file}`);
const landing = staticImports(LANDING_ENTRIES)
  .filter((file) => !shellFiles.includes(file))
  .map((file) => `<rootDir>/${file}`);
const tests = ['**/*.test.ts', '**/*.test.tsx'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'sw'],
  // Origins without line numbers: a catalogue goes stale when a message changes, not a line.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: '<rootDir>/src/web/locales/{locale}/shell', include: shell, exclude: tests },
    { path: '<rootDir>/src/web/locales/{locale}/landing', include: landing, exclude: tests },
    {
      path: '<rootDir>/src/web/locales/{locale}/app',
      include: ['<rootDir>/src/web'],
      exclude: [...shell, ...landing, ...tests],
    },
  ],
});
