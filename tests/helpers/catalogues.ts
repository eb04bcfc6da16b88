import { readFileSync } from 'node:fs';
import path from 'node:path';

// The web app's committed message catalogues (lingui.config.ts), read for the checks that need
// them: the unit test of both languages, CI's check for missing Kiswahili, and the browser
// tests' search for English left on a Kiswahili screen.

export const LOCALES_DIR = path.join(import.meta.dirname, '..', '..', 'src', 'web', 'locales');
export const CATALOGUE_PARTS = ['shell', 'landing', 'commute', 'app'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

export interface CatalogueMessage {
  /** The message's `msgctxt`, when the same English needs two translations. */
  context: string | null;
  /** The English message (`msgid`), in ICU MessageFormat. */
  id: string;
  /** `msgstr`: empty when there is no translation. */
  translation: string;
}

/** `context␄id`, Lingui's own key for a message with a context. */
export const messageKey = ({ context, id }: CatalogueMessage) =>
  context ? `${context}\u0004${id}` : id;

/** The messages of one part of one language's catalogue, in file order (no header entry). */
export function readCatalogue(language: string, part: CataloguePart): CatalogueMessage[] {
  const text = readFileSync(path.join(LOCALES_DIR, language, `${part}.po`), 'utf8');
  const messages: CatalogueMessage[] = [];
  for (const block of text.split(/\n\n+/)) {
    const field = (name: string) => {
      const match = block.match(new RegExp(`^${name} (".*")$`, 'm'));
      return match?.[1] === undefined ? null : (JSON.parse(match[1]) as string);
    };
    const id = field('msgid');
    if (id) messages.push({ context: field('msgctxt'), id, translation: field('msgstr') ?? '' });
  }
  return messages;
}
