/**
 * Debian's Chromium, and the flags that keep it quiet in a container (no sandbox, GPU, QUIC,
 * background traffic or updates): the browser tests, Lighthouse and the first-booking benchmark.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
