import { useEffect } from 'react';
import { BelowTheFold, belowTheFold } from '../../app-shell/below-the-fold';
import {
  onSectionRequested,
  revealSection,
  SECTIONS_PENDING_ATTRIBUTE,
  settledSectionFor,
} from '../../app-shell/section-links';
import { usePageTitle } from '../../components/use-page-title';
import { withLandingMessages } from '../../lib/i18n/catalogues';
import { LandingHero } from './landing-hero';

const sections = belowTheFold('landing-sections', () =>
  withLandingMessages(() => import('./landing-sections'))().then(
    (module) => module.LandingSections,
  ),
);

/** How long to keep looking for a linked section while its code arrives on a slow network. */
const REVEAL_TIMEOUT_MS = 15_000;

/**
 * The landing page. The hero (with the calculator) comes with the page; the code of the sections
 * below it loads when the visitor scrolls, touches or types, when they come near the screen, or
 * when a link names one of them. A phone's first view then downloads and runs only what it shows;
 * the server's pre-rendered page shows the sections meanwhile.
 */
export function LandingPage() {
  usePageTitle(null);

  // A `/#section` address that arrived before its section was on the page (opened directly,
  // followed from another screen, or a lower section still loading): scroll there once it is.
  // Waiting a frame also lets the layout's scroll-to-top after a navigation run first.
  useEffect(() => {
    let frame = 0;
    const revealAddressedSection = () => {
      const hash = window.location.hash;
      if (!hash) return;
      sections.load();
      const giveUpAt = performance.now() + REVEAL_TIMEOUT_MS;
      cancelAnimationFrame(frame);
      const attempt = () => {
        const section = settledSectionFor(hash);
        if (section) revealSection(section);
        else if (performance.now() < giveUpAt) frame = requestAnimationFrame(attempt);
      };
      frame = requestAnimationFrame(attempt);
    };
    revealAddressedSection();
    const stopListening = onSectionRequested(revealAddressedSection);
    // A hash typed into the address bar while the lower sections are still to load.
    window.addEventListener('hashchange', revealAddressedSection);
    return () => {
      stopListening();
      window.removeEventListener('hashchange', revealAddressedSection);
      cancelAnimationFrame(frame);
    };
  }, []);

  // Without a served copy (the app started on another screen): keeps the footer below the fold
  // until the sections arrive, and tells links to wait for them.
  const pending = <div className="min-h-dvh" {...{ [SECTIONS_PENDING_ATTRIBUTE]: '' }} />;
  return (
    <>
      <LandingHero />
      <BelowTheFold part={sections} fallback={pending} />
    </>
  );
}
