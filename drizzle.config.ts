import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are applied from code at start-up
// (src/server/db/migrate.ts), because drizzle-kit's own PGlite loads no extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
