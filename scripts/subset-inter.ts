// Writes Pamoja's own cut of Inter (src/web/fonts/): only the characters the app's English and
// Kiswahili words and its code use, the weights it uses (400-800 of the variable weight axis) and
// the OpenType features a browser applies by itself plus tabular figures (`tabular-nums`).
// Fontsource's Latin file has ~230 characters and every weight and feature: 48 KB, every
// visitor's largest download after the app's entry. Run `npm run fonts:subset` after adding
// words with a character the font does not have yet (the unit test src/web/fonts/font.test.ts
// names it); it works offline (HarfBuzz's subsetter as WebAssembly, from npm).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = path.join(
  ROOT,
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);
const OUT_DIR = path.join(ROOT, 'src/web/fonts');
const FONT_FILE = 'inter-pamoja-wght.woff2';
/** src/web/styles.css uses 400 (normal) to 800 (extrabold). */
const WEIGHTS = { min: 400, max: 800 };
/** What browsers apply unasked, and `tnum` for Tailwind's `tabular-nums`. */
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rclt', 'tnum'];
/**
 * Characters the words do not show but formatting does: no-break spaces (Intl's numbers, dates
 * and times), typographic quotes either way round.
 */
const ALWAYS = '\u00a0\u2009\u202f\u2018\u2019\u201c\u201d';

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Printable ASCII, and every other character of the catalogues and the web app's source. */
function wantedCharacters(): Set<string> {
  const wanted = new Set<string>(ALWAYS);
  for (let code = 0x20; code < 0x7f; code++) wanted.add(String.fromCharCode(code));
  const sources = [
    ...files(path.join(ROOT, 'src/web/locales')),
    ...files(path.join(ROOT, 'src/web')),
    ...files(path.join(ROOT, 'src/shared')),
  ].filter((file) => /\.(po|tsx?|html)$/.test(file) && !/\.test\.tsx?$/.test(file));
  for (const file of sources) {
    for (const character of readFileSync(file, 'utf8')) {
      if ((character.codePointAt(0) ?? 0) > 0x7e) wanted.add(character);
    }
  }
  return wanted;
}

/** `U+20-7E,U+A0,…`: the CSS unicode-range of these code points, runs joined. */
function unicodeRange(codePoints: number[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase();
  const runs: Array<[number, number]> = [];
  for (const codePoint of codePoints) {
    const last = runs.at(-1);
    if (last && last[1] + 1 === codePoint) last[1] = codePoint;
    else runs.push([codePoint, codePoint]);
  }
  return runs
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(',');
}

const source = readFileSync(SOURCE);
const text = [...wantedCharacters()].join('');
const options = { keepFeatures: FEATURES, variationAxes: { wght: WEIGHTS } };
const woff2 = await subsetFont(source, text, { ...options, targetFormat: 'woff2' });
// The characters the cut really has (the Latin file lacks some the code uses, such as → and ₂:
// the browser draws those in a system font, as it did before).
const sfnt = await subsetFont(source, text, { ...options, targetFormat: 'sfnt' });
const covered = [...new Face(new Blob(sfnt)).collectUnicodes()].sort((a, b) => a - b);
const missing = [...text].filter((c) => !covered.includes(c.codePointAt(0) ?? 0));

writeFileSync(path.join(OUT_DIR, FONT_FILE), woff2);
writeFileSync(
  path.join(OUT_DIR, 'inter.css'),
  `/* Written by scripts/subset-inter.ts (npm run fonts:subset): Inter ${WEIGHTS.min}-${WEIGHTS.max}, cut to
   the characters Pamoja's words use. Inter: SIL Open Font License 1.1 (./LICENSE). */
@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  /* With the preload in index.html the font is nearly always there for the first paint. */
  font-display: swap;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url("./${FONT_FILE}") format("woff2-variations");
  unicode-range: ${unicodeRange(covered)};
}
`,
);
// In the project's own style, so `biome check` finds nothing to change.
execFileSync(
  path.join(ROOT, 'node_modules/.bin/biome'),
  ['format', '--write', 'src/web/fonts/inter.css'],
  {
    cwd: ROOT,
    stdio: 'ignore',
  },
);
console.log(
  `${FONT_FILE}: ${covered.length} characters, ${(woff2.length / 1000).toFixed(1)} KB ` +
    `(from ${(source.length / 1000).toFixed(1)} KB); not in Inter's Latin file, so drawn in a ` +
    `system font: ${missing.map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase()} ${c}`).join(', ') || 'none'}`,
);
