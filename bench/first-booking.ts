// The first booking on a slow phone: `npm run bench:first-booking` (it builds first), or
// `node --import tsx bench/first-booking.ts` after `npm run build`. Chromium at 390x844 with an
// empty cache, on Lighthouse's slow 4G (150 ms round trip, 1.6 Mbps down, 750 Kbps up) and a CPU
// slowed down 4x, walks from the landing page through sign-in (phone and SMS code), a ride search
// and the booking of one seat paid with tokens, without pauses for a person's thinking or typing.
// Prints the bytes that crossed the network (encoded, as sent: brotli for our files) by kind
// with their request counts, and the time from opening the page to "Booking Confirmed!".
//
// Each run starts the built server (dist/server) on a fresh empty PGlite without demo data, and
// makes through the API, before the clock starts, what a first booking needs: a verified driver's
// ride from Ruiru to the CBD tomorrow at 07:00, and a registered passenger with tokens.
//
// Options: --runs N (3), --json FILE, --against REV (builds that revision in its own checkout and
// walks it in the same run, alternating with this one), --list (every request of each run 1).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from '../scripts/chromium-flags.ts';
import { freePort } from '../tests/helpers/server-process.ts';
import {
  latestCode,
  offerRide,
  passengerWithTokens,
  signInAgent,
  tomorrowInNairobi,
} from './first-booking-seed.ts';
import {
  checkoutRevision,
  createFigures,
  HARNESS_OPTIONS,
  PROJECT_ROOT,
  printMachine,
} from './harness.ts';

const { values } = parseArgs({
  options: { ...HARNESS_OPTIONS, list: { type: 'boolean', default: false } },
});
const RUNS = Number(values.runs);
const AGENT_PHONE = '0712000900';
const DRIVER_NAME = 'Baraka Otieno';

// Lighthouse's simulated slow 4G (its `mobileSlow4G` settings) and 4x CPU slowdown.
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };

const KINDS = ['JavaScript', 'CSS', 'fonts', 'images', 'API', 'HTML', 'other'] as const;
type Kind = (typeof KINDS)[number];

interface Transfer {
  url: string;
  kind: Kind;
  bytes: number;
}

interface Walk {
  transfers: Transfer[];
  /** Seconds from opening the page to each milestone. */
  milestones: Record<string, number>;
}

function kindOf(type: string | undefined, url: string, mimeType: string): Kind {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/')) return 'API';
  switch (type) {
    case 'Document':
      return 'HTML';
    case 'Script':
      return 'JavaScript';
    case 'Stylesheet':
      return 'CSS';
    case 'Font':
      return 'fonts';
    case 'Image':
      return 'images';
  }
  if (mimeType.startsWith('image/')) return 'images';
  if (mimeType.includes('javascript')) return 'JavaScript';
  return 'other';
}

/** The built server of `dir` on a fresh empty database; answers its origin and how to stop it. */
async function startServer(dir: string) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pamoja-first-booking-'));
  const server: ChildProcess = spawn(
    process.execPath,
    [path.join(dir, 'dist/server/src/server/main.js')],
    {
      cwd: dir,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO_DATA: '0',
        LOG_LEVEL: 'warn',
        AGENT_PHONES: AGENT_PHONE,
        // Buying the passenger's tokens is not part of the walk: no 3 s wait for the prompt.
        MPESA_SIMULATOR_DELAY_MS: '50',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${origin} did not start within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    async stop() {
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One timed walk in a fresh browser context (empty cache, no cookies). */
async function walk(browser: Browser, origin: string, phoneTyped: string, e164: string) {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-KE',
    // The service worker keeps the whole app for offline use once the page has loaded; it fetches
    // from its own worker, which this page's network log does not see: blocked, as in the browser
    // tests, and its precache is printed apart (precacheBytes).
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const started = new Map<string, { url: string; type?: string; mimeType: string }>();
  const transfers: Transfer[] = [];
  let counting = true;
  cdp.on('Network.requestWillBeSent', (event) => {
    started.set(event.requestId, { url: event.request.url, type: event.type, mimeType: '' });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = started.get(event.requestId);
    if (request) request.mimeType = event.response.mimeType;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = started.get(event.requestId);
    if (!request || !counting || request.url.startsWith('data:')) return;
    transfers.push({
      url: request.url,
      kind: kindOf(request.type, request.url, request.mimeType),
      bytes: event.encodedDataLength,
    });
  });

  const milestones: Record<string, number> = {};
  const t0 = performance.now();
  const mark = (name: string) => {
    milestones[name] = (performance.now() - t0) / 1000;
  };
  try {
    await page.goto('/', { waitUntil: 'commit' });
    // The landing page paints pre-rendered before its code runs; a tap counts once the app has
    // taken it over (as tests/e2e/app-started.ts waits).
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
    mark('landing page hydrated');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Find a ride' }).click();
    mark('landing page usable');

    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Phone number').fill(phoneTyped);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('textbox', { name: 'Digit 1 of 5' }).waitFor();
    await page.keyboard.type(await latestCode(origin, e164));
    await main.getByRole('heading', { name: 'Where are you going?' }).waitFor();
    mark('signed in, search form shown');

    await pickPlace(page, 'Start location', 'Ruiru');
    await pickPlace(page, 'Destination', 'CBD');
    await main.getByLabel('Departure date').fill(tomorrowInNairobi());
    await main.getByLabel('Departure time').fill('07:00');
    await main.getByRole('button', { name: 'Find Available Rides' }).click();
    const card = main.getByRole('article', { name: `Ride with ${DRIVER_NAME}` });
    await card.getByRole('button', { name: 'Select Ride' }).click();
    mark('ride found and selected');

    await main.getByRole('button', { name: 'Confirm Booking' }).click();
    await main
      .getByRole('region', { name: 'Confirm payment' })
      .getByRole('button', { name: 'Confirm & Pay' })
      .click();
    await page.getByText('Booking Confirmed!', { exact: true }).waitFor();
    mark('booking confirmed');
    counting = false;
  } catch (error) {
    const shot = path.join(tmpdir(), 'pamoja-first-booking-failed.png');
    await page.screenshot({ path: shot }).catch(() => {});
    throw new Error(`the walk stopped at ${page.url()} (screenshot ${shot}): ${error}`);
  } finally {
    await context.close();
  }
  return { transfers, milestones } satisfies Walk;
}

/** Types a few letters of a place and picks the first suggestion with the keyboard. */
async function pickPlace(page: Page, label: string, typed: string) {
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: label }).fill(typed);
  await main
    .getByRole('listbox', { name: `${label} suggestions` })
    .getByRole('option')
    .first()
    .waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** The precache list of the built service worker, and what those files weigh as sent (brotli). */
function precacheBytes(dir: string): { files: number; bytes: number } {
  const webRoot = path.join(dir, 'dist/web');
  const sw = readFileSync(path.join(webRoot, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] as string);
  let bytes = 0;
  for (const url of urls) {
    const file = path.join(webRoot, url);
    const sent = existsSync(`${file}.br`) ? `${file}.br` : file;
    if (existsSync(sent)) bytes += statSync(sent).size;
  }
  return { files: urls.length, bytes };
}

function ensureBuilt(dir: string, label: string) {
  const built =
    existsSync(path.join(dir, 'dist/web/index.html')) &&
    existsSync(path.join(dir, 'dist/server/src/server/main.js'));
  if (built) return;
  if (dir === PROJECT_ROOT) {
    throw new Error('No build here: run `npm run build` first (or `npm run bench:first-booking`).');
  }
  console.log(`building ${label} in ${dir} …`);
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
}

const kb = (bytes: number) => bytes / 1000;

const machine = await printMachine();
console.log(
  `first booking: ${VIEWPORT.width}x${VIEWPORT.height}, slow 4G (${NETWORK.latency} ms, 1.6 Mbps down, ` +
    `750 Kbps up), CPU ${CPU_SLOWDOWN}x slower, empty cache, ${RUNS} runs`,
);
const revisions: Array<{ label: string; dir: string }> = [{ label: 'this', dir: PROJECT_ROOT }];
if (values.against) {
  const { dir, sha } = checkoutRevision(values.against);
  revisions.push({ label: `${values.against} (${sha})`, dir });
}
for (const { label, dir } of revisions) {
  ensureBuilt(dir, label);
  const precache = precacheBytes(dir);
  console.log(
    `${label}: after the page loads, the service worker keeps ${precache.files} files, ` +
      `${kb(precache.bytes).toFixed(1)} KB as sent (not in the walk's figures below)`,
  );
}
const figures = createFigures('first booking', machine, values.json);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: QUIET_CHROMIUM_FLAGS,
});
try {
  for (let run = 1; run <= RUNS; run++) {
    // Alternating revisions, so a busy moment of the machine falls on both alike.
    for (const { label, dir } of revisions) {
      const revision = label === 'this' ? 'this' : (values.against ?? label);
      const server = await startServer(dir);
      try {
        const agent = await signInAgent(server.origin, AGENT_PHONE);
        await offerRide(server.origin, agent, DRIVER_NAME);
        const passenger = await passengerWithTokens(server.origin, 1000);
        const result = await walk(browser, server.origin, passenger.typed, passenger.e164);
        report(label, run, revision, result);
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  await browser.close();
}
await figures.print();

function report(label: string, run: number, revision: string, result: Walk) {
  const total = result.transfers.reduce((sum, t) => sum + t.bytes, 0);
  const confirmed = result.milestones['booking confirmed'] ?? Number.NaN;
  const byKind = KINDS.map((kind) => {
    const of = result.transfers.filter((t) => t.kind === kind);
    return { kind, requests: of.length, bytes: of.reduce((sum, t) => sum + t.bytes, 0) };
  });
  console.log(
    `\n${label}, run ${run}: ${kb(total).toFixed(1)} KB in ${result.transfers.length} requests, ` +
      `booking confirmed after ${confirmed.toFixed(2)} s`,
  );
  console.log(
    `  ${byKind
      .filter((k) => k.requests > 0)
      .map((k) => `${k.kind} ${kb(k.bytes).toFixed(1)} KB / ${k.requests}`)
      .join(', ')}`,
  );
  console.log(
    `  ${Object.entries(result.milestones)
      .map(([name, seconds]) => `${name} ${seconds.toFixed(2)} s`)
      .join(', ')}`,
  );
  if (values.list && run === 1) {
    for (const t of [...result.transfers].sort((a, b) => a.kind.localeCompare(b.kind))) {
      const { pathname } = new URL(t.url);
      console.log(`    ${t.kind.padEnd(10)} ${kb(t.bytes).toFixed(1).padStart(7)} KB  ${pathname}`);
    }
  }
  figures.add('total transferred', kb(total), 'KB', 1, revision);
  figures.add('requests', result.transfers.length, 'requests', 0, revision);
  for (const k of byKind) {
    figures.add(`${k.kind} transferred`, kb(k.bytes), 'KB', 1, revision);
    figures.add(`${k.kind} requests`, k.requests, 'requests', 0, revision);
  }
  for (const [name, seconds] of Object.entries(result.milestones)) {
    figures.add(`time to ${name}`, seconds, 's', 2, revision);
  }
}
