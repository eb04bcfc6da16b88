import { fileURLToPath } from 'node:url';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [
    // Lingui's macros (<Trans>, t, msg, plural) become message ids at build time, and the .po
    // catalogues compile to small modules when imported (lingui.config.ts, src/web/lib/i18n).
    // (Babel: Lingui's native transform needs Node 22 at install time, and npm runs on the
    // machine's Node.)
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    tailwindcss(),
    // The installable app: our own service worker (src/web/sw.ts) gets the list of built files to
    // keep; main.tsx registers it (production builds only), so no registration script is injected.
    VitePWA({
      // Not for the server's renderer of the landing page (`vite build --ssr`, package.json).
      disable: isSsrBuild,
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      // The icons are in the precache list below already.
      includeManifestIcons: false,
      manifest: {
        name: 'Pamoja · Share the ride into Nairobi',
        short_name: 'Pamoja',
        description:
          'Carpooling for Nairobi commuters: book a seat with a verified driver heading your way.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // --color-primary and the page background (src/web/styles.css).
        theme_color: '#0b6e4f',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // The app's code, styles and fonts. index.html is not precached: the server writes the
        // deployment's settings into it, so the service worker keeps the last one it was served.
        globPatterns: ['assets/**/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg'],
        globIgnores: [
          // Screens that are no use without a network (and the map, whose tiles come from the
          // network): fetched when opened, so a first visit on mobile data downloads less.
          '**/{admin,vehicles,documents,create-ride,payouts,tokens,edit-profile,emergency-contacts,share-page,contact}-screen-*',
          '**/trip-map-*',
        ],
      },
    }),
  ],
  resolve: {
    alias: [
      {
        // The shim of useSyncExternalStore for React before 18 (in @lingui/react and wouter):
        // React 19 has its own.
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/web/lib/use-sync-external-store.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    // The server's renderer of the landing page goes beside the web app, never served itself.
    outDir: fileURLToPath(new URL(isSsrBuild ? './dist/prerender' : './dist/web', import.meta.url)),
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    // Every browser Pamoja supports preloads modules itself: no polyfill in the landing page's entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The landing page's JavaScript budget is 87.7 KB gzip, and each file costs its own
        // compression and request: what every first visit runs (the entry and all it imports)
        // is one file. Every screen stays a chunk of its own (routes.tsx).
        // A first booking (bench/first-booking.ts) then goes through the sign-in dialog and the
        // search screen: each is one file with the small modules it shares with other screens
        // (dialog, inputs, ride formatting), rather than ~15 and ~25 files of 1-2 KB, each a
        // round trip and a kilobyte of headers on a slow phone. Other screens that use those
        // modules load these files too; after the first visit the service worker has them.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 3 },
            { name: 'sign-in', test: /src[\\/]web[\\/]features[\\/]auth[\\/]/, priority: 2 },
            {
              name: 'search',
              test: /src[\\/]web[\\/](features[\\/]search[\\/]|lib[\\/](query-provider|session[\\/]user-details-query))/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    // The API runs as its own process in development (`npm run dev`).
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
}));
