import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { HEADLESS_SHELL_PATH, QUIET_CHROMIUM_FLAGS } from './scripts/chromium-flags.ts';

// E2E_PORT and E2E_WEB_ROOT let two checkouts' browser tests run side by side.
const PORT = Number(process.env.E2E_PORT ?? 5055);
const DATA_DIR = `data/e2e-${PORT}`;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    // Debian's Chromium headless shell (chromium-flags.ts): no browser download needed, and these
    // flags keep it quiet in CI containers.
    executablePath: HEADLESS_SHELL_PATH,
    args: [
      ...QUIET_CHROMIUM_FLAGS,
      // Chromium refuses some ports outright (5060 and 5061, SIP): let any E2E_PORT through.
      `--explicitly-allowed-ports=${PORT}`,
    ],
  },
};

const phone = {
  ...chromium,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const TRIP_DAY = /trip-day\.spec\.ts$/;

/** The browser tests run against the real server serving the built app: `npm run build` first. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // At least two browsers at a time, also on two cores (Playwright's default would be one there):
  // the tests spend much of their time waiting for the server, M-Pesa's simulator and the app's
  // timers, and every test makes its own people and rides, so none waits for another. No more on
  // two cores: there 3 took 300 s for 62 tests that 2 ran in 278 s (2026-11-28), the cores full.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: Boolean(process.env.CI),
  // No retries, on CI too: a flaky test must show as flaky.
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test's trace keeps every action with its console and network, and the failure's
    // screenshot stays. Not the screencast, which took a tenth of the suite's time, nor a copy of
    // the page's DOM after every action, which took 8% (60 tests: 289 s against 312-314 s).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // The built app registers a service worker, which answers some requests itself: the page's
    // own `route`s would no longer see them. Only the offline spec lets it run
    // (tests/e2e/series-and-offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'mobile',
      testIgnore: TRIP_DAY,
      use: phone,
    },
    {
      name: 'desktop',
      testIgnore: TRIP_DAY,
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      // Trip day moves the one server clock forward by half an hour and more: it runs once the
      // other projects are done, so no sign-in code or ride of theirs ages under them.
      name: 'trip-day',
      testMatch: TRIP_DAY,
      dependencies: ['mobile', 'desktop'],
      use: phone,
    },
  ],
  webServer: {
    // A fresh embedded database for every run, and the built server run by plain node, as in
    // production.
    command: `rm -rf ${DATA_DIR} && node dist/server/src/server/main.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      WEB_ROOT: process.env.E2E_WEB_ROOT ?? '',
      // Demo drivers, rides and popular routes for the coming week, as a visitor first sees the app
      // (the tests that book make their own rides: tests/e2e/api-helpers.ts offerRideAsNewDriver).
      DEMO_DATA: '1',
      DATABASE_URL: '',
      // Verification agents: tests/e2e/documents.spec.ts's, one per project and retry, and one
      // per worker for tests/e2e/api-helpers.ts (0712000900-0712000919).
      AGENT_PHONES: [
        '0712000999,0712000998,0712000997,0712000996',
        ...Array.from({ length: 20 }, (_, i) => `07120009${String(i).padStart(2, '0')}`),
      ].join(','),
      // Every browser test signs in and calls the API from 127.0.0.1, two browsers at a time; the
      // per-address limits are for real crowds (a run makes up to ~500 API requests a minute).
      OTP_SENDS_PER_IP_PER_HOUR: '1000',
      API_RATE_LIMIT_PER_MINUTE: '10000',
      // M-Pesa's simulator pays 1 s after the prompt (3 s by default): the app's first status
      // check, 3 s after the prompt, then finds it paid, and a test that buys tokens through the
      // API waits 1 s, not 3.
      MPESA_SIMULATOR_DELAY_MS: '1000',
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
