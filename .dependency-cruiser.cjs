// The import rule (README, Architecture): each layer imports only the layers below it, features
// use each other only through their index.ts, and no folder depends on itself in a loop.
// `npm run deps` checks it; `npm run check` runs it after lint.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module that ends up importing itself.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-folder-circular',
      severity: 'error',
      comment: 'A folder whose modules import, through others, a module of that same folder.',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'generic-below-features',
      severity: 'error',
      comment:
        'components, lib and rides are used by features and the app shell, so they import neither.',
      from: { path: '^src/web/(components|lib|rides)/' },
      to: { path: '^src/web/(features|app-shell)/' },
    },
    {
      name: 'app-shell-below-features',
      severity: 'error',
      comment:
        'Screens use the app shell, so the app shell imports no feature (app.tsx wires them).',
      from: { path: '^src/web/app-shell/' },
      to: { path: '^src/web/features/' },
    },
    {
      name: 'feature-through-index',
      severity: 'error',
      comment: "A feature uses another feature only through that feature's index.ts.",
      from: { path: '^src/web/features/([^/]+)/' },
      to: {
        path: '^src/web/features/[^/]+/',
        pathNot: ['^src/web/features/$1/', '^src/web/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-without-zod',
      severity: 'error',
      comment:
        'The zod schemas stay out of the web download: the web app takes their types (import type) and the rules in src/shared/rules. The vehicle form, on its own lazy screen, validates with the shared schema itself.',
      from: { path: '^src/web/', pathNot: ['\\.test\\.tsx?$', '^src/web/features/vehicles/'] },
      to: { path: '^src/shared/schemas/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'src/shared is imported by server and web app, and imports neither.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
  ],
  options: {
    includeOnly: '^src/',
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
