import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The catalogues as committed (lingui.config.ts): both languages carry every message, and a
// translation keeps the English message's ICU arguments and its rich-text tags, so no value
// is lost or invented in Kiswahili.

const LOCALES = path.join(import.meta.dirname, '..', '..', 'locales');

function readCatalogue(language: string, part: string): Map<string, string> {
  const text = readFileSync(path.join(LOCALES, language, `${part}.po`), 'utf8');
  const messages = new Map<string, string>();
  for (const block of text.split(/\n\n+/)) {
    const field = (name: string) => {
      const match = block.match(new RegExp(`^${name} (".*")$`, 'm'));
      return match?.[1] === undefined ? null : (JSON.parse(match[1]) as string);
    };
    const id = field('msgid');
    if (!id) continue;
    const context = field('msgctxt');
    messages.set(context ? `${context}\u0004${id}` : id, field('msgstr') ?? '');
  }
  return messages;
}

/** The named arguments (`{name}`, `{count, plural, …}`) and tags (`<0>`, `</0>`) of a message. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([A-Za-z_$][\w$]*)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]);
  return [...new Set([...names, ...tags])].sort();
}

describe.each(['shell', 'landing', 'app'])('the %s catalogues', (part) => {
  const english = readCatalogue('en', part);
  const kiswahili = readCatalogue('sw', part);

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
