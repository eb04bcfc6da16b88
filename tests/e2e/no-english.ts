import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

// "No English left on screen" (issue 20): the visible text of a page in Kiswahili is checked
// against the web app's English catalogue. Every English message whose Kiswahili differs is
// cut at its placeholders and tags into fragments; any fragment of three words or more found in
// the page's visible text is English that was not translated.

const LOCALES = path.join(import.meta.dirname, '..', '..', 'src', 'web', 'locales');

function messages(language: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of ['shell', 'landing', 'app']) {
    const text = readFileSync(path.join(LOCALES, language, `${part}.po`), 'utf8');
    for (const block of text.split(/\n\n+/)) {
      const field = (name: string) => {
        const match = block.match(new RegExp(`^${name} (".*")$`, 'm'));
        return match?.[1] === undefined ? null : (JSON.parse(match[1]) as string);
      };
      const id = field('msgid');
      if (id) found.set(id, field('msgstr') ?? '');
    }
  }
  return found;
}

/** Fragments of English text with no placeholder in them, three words or longer. */
function englishFragments(): string[] {
  const kiswahili = messages('sw');
  const fragments = new Set<string>();
  for (const id of messages('en').keys()) {
    if (kiswahili.get(id) === id) continue;
    // Plural and select branches are text too: keep the words, drop the ICU syntax.
    for (const piece of id.split(/\{[^{}]*\}|<\/?\d+\/?>|[{}#]|\b(?:one|other|plural|select)\b/)) {
      const words = piece.trim().replace(/^[,.:;!?\s]+|[,.:;!?\s]+$/g, '');
      if (words.split(/\s+/).length >= 3) fragments.add(words);
    }
  }
  return [...fragments];
}

let cached: string[] | null = null;

/** Fails with the English sentences still on screen, if any. */
export async function expectNoEnglish(page: Page): Promise<void> {
  cached ??= englishFragments();
  // biome-ignore lint/performance/useDomNodeTextContent: what a person sees, not hidden text.
  const visible = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  const left = cached.filter((fragment) => visible.includes(fragment));
  expect(left, 'English left on a Kiswahili screen').toEqual([]);
}
