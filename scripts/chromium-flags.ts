/**
 * Debian's Chromium, the whole browser (Lighthouse and the first-booking benchmark), its headless
 * shell (the browser tests), and the flags that keep both quiet in a container (no sandbox, GPU,
 * QUIC, background traffic or updates).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * The same Chromium without its browser around it (Debian's chromium-headless-shell): Blink, V8
 * and the network stack of the same version, as Playwright runs headless tests by default. The
 * browser tests run in it: the whole browser's own processes, its window and compositor, cost
 * them a quarter of their CPU (the same 16 tests, in turn: 255-300 s of CPU in it, 379-392 s in
 * the whole browser). Lighthouse and the first-booking benchmark keep the whole browser, as a
 * phone has it.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
