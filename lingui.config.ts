import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The web app's message catalogues (src/web/locales/<language>/{shell,landing,commute,app}.po),
// extracted from the code's Lingui macros by `npm run i18n:extract`. Four per language, so a page
// downloads only the words it shows (the landing page's JavaScript budget is 100 KB gzip):
// `shell` holds the messages of every file the entries below import statically (the app shell,
// the landing page's first screen, shared components): code a first visit runs. `landing` holds
// those of the landing page's lower sections and the footer, loaded with them
// (`withLandingMessages`). `commute` holds a first booking's screens' (`withCommuteMessages`), and
// `app` every other screen's, loaded with `commute` by the first of them: any other dynamic
// import goes through `withAppMessages` (src/web/lib/i18n/catalogues.ts).

const ROOT = path.dirname(new URL(import.meta.url).pathname);
const SHELL_ENTRIES = [
  'src/web/main.tsx',
  'src/web/features/landing/index.ts',
  'src/web/components/ui/toaster.tsx',
];
/** The landing page's lower sections (features/landing/landing-page.tsx) and the site footer. */
const LANDING_ENTRIES = [
  'src/web/features/landing/landing-sections.tsx',
  'src/web/app-shell/site-footer.tsx',
];

/**
 * A first booking's screens beyond the landing page (sign-in, the search and its results and
 * booking, the signed-in home and its bell): their words are `commute`, loaded without the other
 * screens' (`withCommuteMessages`).
 */
const COMMUTE_ENTRIES = [
  'src/web/features/auth/sign-in-dialog.tsx',
  'src/web/features/search/search-screen.tsx',
  'src/web/features/search/ride-search-dialog.tsx',
  'src/web/features/home/signed-in-home.tsx',
  'src/web/app-shell/notifications-bell.tsx',
];

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

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const webFiles = readdirSync(path.join(ROOT, 'src/web'), { recursive: true, encoding: 'utf8' })
  .map((file) => `src/web/${file}`)
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !isTest(file));
const shellFiles = staticImports(SHELL_ENTRIES);
const landingFiles = staticImports(LANDING_ENTRIES).filter((file) => !shellFiles.includes(file));
// What the other screens import of the landing part (the footer's app links on the contact
// screen): their words are in `commute` or `app` too, so a screen never waits for the landing part.
const commuteFiles = staticImports(COMMUTE_ENTRIES).filter((file) => !shellFiles.includes(file));
const otherFiles = webFiles.filter(
  (file) =>
    !shellFiles.includes(file) && !landingFiles.includes(file) && !commuteFiles.includes(file),
);
// `app` comes with `commute` (withAppMessages loads both), so it leaves out what `commute` holds.
const appFiles = staticImports(otherFiles).filter(
  (file) => !shellFiles.includes(file) && !commuteFiles.includes(file),
);
const rooted = (files: string[]) => files.map((file) => `<rootDir>/${file}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'sw'],
  // Origins without line numbers: a catalogue goes stale when a message changes, not a line.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: '<rootDir>/src/web/locales/{locale}/shell', include: rooted(shellFiles) },
    { path: '<rootDir>/src/web/locales/{locale}/landing', include: rooted(landingFiles) },
    { path: '<rootDir>/src/web/locales/{locale}/commute', include: rooted(commuteFiles) },
    { path: '<rootDir>/src/web/locales/{locale}/app', include: rooted(appFiles) },
  ],
});
