import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_PARTS,
  type CataloguePart,
  messageKey,
  readCatalogue,
} from '../../../../tests/helpers/catalogues';

// The catalogues as committed (lingui.config.ts): both languages carry every message, and a
// translation keeps the English message's ICU arguments and its rich-text tags, so no value
// is lost or invented in Kiswahili.

function catalogue(language: string, part: CataloguePart): Map<string, string> {
  return new Map(readCatalogue(language, part).map((m) => [messageKey(m), m.translation]));
}

/** The named arguments (`{name}`, `{count, plural, …}`) and tags (`<0>`, `</0>`) of a message. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([A-Za-z_$][\w$]*)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]);
  return [...new Set([...names, ...tags])].sort();
}

describe.each(CATALOGUE_PARTS)('the %s catalogues', (part) => {
  const english = catalogue('en', part);
  const kiswahili = catalogue('sw', part);

  it('hold the same messages in English and Kiswahili', () => {
    expect([...kiswahili.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have a Kiswahili translation for every message, with the same arguments and tags', () => {
    for (const [id, translation] of kiswahili) {
      expect(translation, `no Kiswahili for "${id}"`).not.toBe('');
      expect(placeholders(translation), `the arguments of "${id}"`).toEqual(placeholders(id));
    }
  });
});

describe('placeholders', () => {
  it('finds arguments inside plurals and the tags of rich text', () => {
    expect(
      placeholders('{count, plural, one {# seat for {name}} other {# seats}} <0>Book</0>'),
    ).toEqual(['</0>', '<0>', '{count}', '{name}']);
  });
});
