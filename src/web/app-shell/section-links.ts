import { msg } from '@lingui/core/macro';

/**
 * The landing page's sections that the header links to. Root-relative (`/#faq`), so the links
 * also work from any other screen. The landing page is for visitors (a signed-in user's root is
 * their home screen), so only Contact, which is in the footer of every screen, is for everyone.
 */
export const SECTION_LINKS = [
  { href: '/#how-it-works', label: msg`How it Works`, visitorsOnly: true },
  { href: '/#features', label: msg`Features`, visitorsOnly: true },
  { href: '/#testimonials', label: msg`Testimonials`, visitorsOnly: true },
  { href: '/#contact', label: msg`Contact`, visitorsOnly: false },
] as const;

const SECTION_REQUESTED = 'pamoja:section-requested';
/** Marks the stand-in for landing sections still to load; the page below it will still grow. */
export const SECTIONS_PENDING_ATTRIBUTE = 'data-sections-pending';

/** The element a `/#id` link (or a `#id` hash) points at, once it is on the page. */
export function sectionFor(href: string): HTMLElement | null {
  const id = href.split('#')[1];
  return id ? document.getElementById(id) : null;
}

/**
 * The section, once it is on the page and nothing above it is still loading (a jump made earlier
 * would be left behind when the page grows); otherwise null.
 */
export function settledSectionFor(href: string): HTMLElement | null {
  if (document.querySelector(`[${SECTIONS_PENDING_ATTRIBUTE}]`)) return null;
  return sectionFor(href);
}

/** Brings the section into view and lets keyboard and screen-reader users carry on from there. */
export function revealSection(section: HTMLElement): void {
  // At once: a smooth scroll could still be running when the next link is followed, and win.
  section.scrollIntoView({ block: 'start', behavior: 'instant' });
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
}

/**
 * Tells the landing page that the address now names a section it has not rendered yet (its
 * lower sections load on demand); the page loads them and scrolls there.
 */
export function requestSection(): void {
  window.dispatchEvent(new Event(SECTION_REQUESTED));
}

export function onSectionRequested(listener: () => void): () => void {
  window.addEventListener(SECTION_REQUESTED, listener);
  return () => window.removeEventListener(SECTION_REQUESTED, listener);
}
