import { expect, type Page } from '@playwright/test';
import { CATALOGUE_PARTS, readCatalogue } from '../helpers/catalogues';

// "No English left on screen" (issue 20): the visible text of a page in Kiswahili is checked
// against the web app's English catalogue. Every English message whose Kiswahili differs is
// cut at its placeholders and tags into fragments; any fragment of three words or more found in
// the page's visible text is English that was not translated.

/** Each English message with its Kiswahili, from every part of the catalogues. */
function messages(): Map<string, string> {
  return new Map(
    CATALOGUE_PARTS.flatMap((part) => readCatalogue('sw', part)).map((m) => [m.id, m.translation]),
  );
}

/** Fragments of English text with no placeholder in them, three words or longer. */
function englishFragments(): string[] {
  const fragments = new Set<string>();
  for (const [id, kiswahili] of messages()) {
    if (kiswahili === id) continue;
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
