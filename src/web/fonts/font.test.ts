import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Inter is cut to the characters Pamoja's words use (scripts/subset-inter.ts). A new word with a
// character Inter's Latin file has but the cut lacks would show in another font: this names it.

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The code points of a CSS unicode-range such as `U+20-7E,U+A0`. */
function parseRange(range: string): (codePoint: number) => boolean {
  const runs = range.split(',').map((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)] as const;
  });
  return (codePoint) => runs.some(([from, to]) => codePoint >= from && codePoint <= to);
}

function rangeIn(css: string, marker: string): string {
  const block = css.slice(css.indexOf(marker));
  const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
  if (!range) throw new Error(`no unicode-range after ${marker}`);
  return range;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(po|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

describe('the cut of Inter', () => {
  it('has every character of the words and the web app that Inter’s Latin file has', () => {
    const ours = parseRange(
      rangeIn(readFileSync(path.join(ROOT, 'src/web/fonts/inter.css'), 'utf8'), '@font-face'),
    );
    const latin = parseRange(
      rangeIn(
        readFileSync(path.join(ROOT, 'node_modules/@fontsource-variable/inter/index.css'), 'utf8'),
        '/* inter-latin-wght-normal */',
      ),
    );
    const missing = new Set<string>();
    for (const file of [
      ...sourceFiles(path.join(ROOT, 'src/web')),
      ...sourceFiles(path.join(ROOT, 'src/shared')),
    ]) {
      for (const character of readFileSync(file, 'utf8')) {
        const codePoint = character.codePointAt(0) ?? 0;
        // Line ends and tabs are never drawn.
        if (codePoint < 0x20) continue;
        if (latin(codePoint) && !ours(codePoint)) missing.add(character);
      }
    }
    expect([...missing], 'run `npm run fonts:subset` to add these to the font').toEqual([]);
  });
});
