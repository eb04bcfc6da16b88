import { i18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  intlLocale,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
} from '../../../shared/language';

// The web app's words (lingui.config.ts): each language's compiled catalogues are their own
// chunks, downloaded when that language is first shown. `shell` before the first render; `landing`
// with the landing page's lower sections; `commute` with the first of a first booking's screens
// (sign-in, search, booking, the signed-in home); `app`, with `commute`, with any other screen
// (routes.tsx). So the landing page carries only its own words, and a first booking only its.

type Part = 'shell' | 'landing' | 'commute' | 'app';
type Catalogue = Promise<{ messages: Messages }>;

const CATALOGUES: Record<Language, Record<Part, () => Catalogue>> = {
  en: {
    shell: () => import('../../locales/en/shell.po'),
    landing: () => import('../../locales/en/landing.po'),
    commute: () => import('../../locales/en/commute.po'),
    app: () => import('../../locales/en/app.po'),
  },
  sw: {
    shell: () => import('../../locales/sw/shell.po'),
    landing: () => import('../../locales/sw/landing.po'),
    commute: () => import('../../locales/sw/commute.po'),
    app: () => import('../../locales/sw/app.po'),
  },
};

const loading = new Map<string, Promise<void>>();
/** The parts beyond the shell that some code on the page has needed: a new language brings them. */
const wanted = new Set<Part>();

function load(language: Language, part: Part): Promise<void> {
  const key = `${language}/${part}`;
  let done = loading.get(key);
  if (!done) {
    done = CATALOGUES[language][part]().then(({ messages }) => i18n.load(language, messages));
    // A failed download (offline) may be tried again by the next screen.
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

/** The language on screen now. */
export const currentLanguage = (): Language =>
  isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;

/** The `Intl` locale of the language on screen: 'sw-KE' or 'en-KE'. */
export const currentIntlLocale = () => intlLocale(currentLanguage());

function readCookie(): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`));
  return match?.[1] ?? null;
}

/**
 * The language to start in: the switcher's cookie, else the one the server chose for this page
 * (`<html lang>`: the saved language, the cookie or Accept-Language), else the browser's.
 */
export function initialLanguage(): Language {
  const cookie = readCookie();
  if (isLanguage(cookie)) return cookie;
  const served = document.documentElement.lang;
  if (isLanguage(served) && document.documentElement.dataset.languageChosen === 'server') {
    return served;
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'sw') return 'sw';
    if (primary === 'en') return 'en';
  }
  return DEFAULT_LANGUAGE;
}

function showLanguage(language: Language) {
  i18n.activate(language);
  document.documentElement.lang = language;
}

/** Before the first render: the shell's words in the starting language. */
export async function startLanguage(language: Language): Promise<void> {
  await load(language, 'shell');
  showLanguage(language);
}

/**
 * The server's pre-rendering of the landing page (render-landing.tsx): every word it shows (the
 * shell's and the landing part's) in one language.
 */
export async function startLanguageOnServer(language: Language): Promise<void> {
  await Promise.all([load(language, 'shell'), load(language, 'landing')]);
  i18n.activate(language);
}

function loadPart(part: Part): Promise<void> {
  wanted.add(part);
  return load(currentLanguage(), part);
}

/**
 * Shows another language at once, without a reload: its catalogues first (the screens keep
 * their state), then every `<Trans>` and `useLingui()` re-renders. The choice is kept in the
 * cookie, which the server reads too; saving it on the account is the caller's part.
 */
export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all([load(language, 'shell'), ...[...wanted].map((part) => load(language, part))]);
  showLanguage(language);
  // biome-ignore lint/suspicious/noDocumentCookie: one small cookie, read by the server too.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}

/** A lazy chunk's loader that also brings these parts' words: no screen shows before them. */
const withParts =
  (...parts: Part[]) =>
  <M>(load: () => Promise<M>) =>
  (): Promise<M> =>
    Promise.all([load(), ...parts.map(loadPart)]).then(([module]) => module);

/**
 * Every dynamic import of code outside the shell (lingui.config.ts lists the shell's entries)
 * goes through one of these. Any screen brings the `commute` and `app` words;
 */
export const withAppMessages = withParts('commute', 'app');

/** a first booking's screens (lingui.config.ts, COMMUTE_ENTRIES) only their own, `commute`; */
export const withCommuteMessages = withParts('commute');

/** and the landing page's lower sections theirs, `landing`. */
export const withLandingMessages = withParts('landing');
