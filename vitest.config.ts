import { availableParallelism } from 'node:os';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

// Unit tests run once; API tests run on the embedded PGlite and, when TEST_DATABASE_URL is set
// (CI sets it), again on the PostgreSQL server.
//
// Each API project runs its files one after another in each worker process (isolate: false):
// importing the whole server again for every file cost about 3 s a file, 340 s of worker time a
// run. Every file still has its own database and app; tests/helpers/fresh-file-state.ts resets
// what the files of one worker share (the clock, fake timers, the list of uncoded errors).
const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: 'api:postgres',
          include: ['tests/api/**/*.test.ts'],
          setupFiles: [
            'tests/helpers/fresh-file-state.ts',
            'tests/helpers/every-error-has-a-code.ts',
          ],
          isolate: false,
          globalSetup: ['tests/helpers/database-template.ts'],
          env: { TEST_DB: 'postgres' },
        },
      },
    ]
  : [];

export default defineConfig({
  // The web app's Lingui macros, as in the build (vite.config.ts).
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
  test: {
    // One test file per core at a time: the API tests wait on the database server and on the
    // server processes they start as much as they compute (vitest's default keeps a core free).
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
          // Web code under test speaks English, from its own source messages.
          setupFiles: ['tests/helpers/english.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api:pglite',
          include: ['tests/api/**/*.test.ts'],
          setupFiles: [
            'tests/helpers/fresh-file-state.ts',
            'tests/helpers/every-error-has-a-code.ts',
          ],
          isolate: false,
          globalSetup: ['tests/helpers/database-template.ts'],
          env: { TEST_DB: 'pglite' },
        },
      },
      ...apiOnPostgres,
    ],
  },
});
