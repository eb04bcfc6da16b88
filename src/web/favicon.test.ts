import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// index.html carries the mark of public/favicon.svg in a data URI (no request on a slow phone):
// the two must stay the same picture.
const here = import.meta.dirname;

describe('the favicon in index.html', () => {
  it('is public/favicon.svg', () => {
    const html = readFileSync(path.join(here, 'index.html'), 'utf8');
    const href = /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,([^"]+)"/.exec(
      html,
    )?.[1];
    expect(href).toBeDefined();
    const file = readFileSync(path.join(here, 'public', 'favicon.svg'), 'utf8').trim();
    expect(decodeURIComponent(href ?? '')).toBe(file.replaceAll('"', "'"));
  });
});
