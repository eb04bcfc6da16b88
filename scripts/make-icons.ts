import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

// Draws the installable app's icons from the Pamoja mark (src/web/components/brand-logo.tsx,
// src/web/public/favicon.svg) into src/web/public/icons. Run after changing the mark:
//   node --import tsx scripts/make-icons.ts
// The PNGs are committed: the build does not depend on sharp's native code.

const PRIMARY = '#0b6e4f';
const ACCENT = '#f5b82e';
const mark = `<path d="M9.5 22.5c0-7 13-6 13-13" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/><circle cx="9.5" cy="22.5" r="3.4" fill="${ACCENT}"/><circle cx="22.5" cy="9.5" r="3.4" fill="#fff"/>`;

/** The favicon as it is: a rounded square. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${PRIMARY}"/>${mark}</svg>`;

/**
 * Maskable: the launcher cuts its own shape, so the colour fills the square and the mark keeps
 * inside the middle 80% (the safe zone), here at 60% to leave room for a circle crop.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${PRIMARY}"/><g transform="translate(6.4 6.4) scale(0.6)">${mark}</g></svg>`;

const out = fileURLToPath(new URL('../src/web/public/icons/', import.meta.url));
mkdirSync(out, { recursive: true });

const icons: Array<[string, string, number]> = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${out}${name}`);
  console.log(`${name} ${size}x${size}`);
}
