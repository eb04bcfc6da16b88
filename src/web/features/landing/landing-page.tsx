import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  onSectionRequested,
  revealSection,
  SECTIONS_PENDING_ATTRIBUTE,
  settledSectionFor,
} from '../../app-shell/section-links';
import { usePageTitle } from '../../components/use-page-title';
import { withLandingMessages } from '../../lib/i18n/catalogues';
import { LandingHero } from './landing-hero';

const LandingSections = lazy(() =>
  withLandingMessages(() => import('./landing-sections'))().then((module) => ({
    default: module.LandingSections,
  })),
);

/** Signs that the visitor is going past the hero; any of them loads the lower sections. */
const ENGAGEMENT_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
/** How long to keep looking for a linked section while its code arrives on a slow network. */
const REVEAL_TIMEOUT_MS = 15_000;

/**
 * The landing page. The hero (with the calculator) comes with the page; the sections below it
 * load when the visitor scrolls, touches or types, when they come near the screen, or when a link
 * names one of them. A phone's first view then downloads and renders only what it shows.
 */
export function LandingPage() {
  usePageTitle(null);
  const [showSections, setShowSections] = useState(() => Boolean(window.location.hash));
  const sentinelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (showSections) return;
    const show = () => setShowSections(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: '400px 0px' },
    );
    if (sentinelRef.current) observer.observe(sentinelRef.current);
    for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, show, { passive: true });
    return () => {
      observer.disconnect();
      for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, show);
    };
  }, [showSections]);

  // A `/#section` address that arrived before its section was on the page (opened directly,
  // followed from another screen, or a lower section still loading): scroll there once it is.
  // Waiting a frame also lets the layout's scroll-to-top after a navigation run first.
  useEffect(() => {
    let frame = 0;
    const revealAddressedSection = () => {
      const hash = window.location.hash;
      if (!hash) return;
      setShowSections(true);
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

  // Keeps the footer below the fold until the sections arrive, and tells links to wait for them.
  const pending = <div className="min-h-dvh" {...{ [SECTIONS_PENDING_ATTRIBUTE]: '' }} />;
  return (
    <>
      <LandingHero />
      <div ref={sentinelRef} />
      {showSections ? (
        <Suspense fallback={pending}>
          <LandingSections />
        </Suspense>
      ) : (
        pending
      )}
    </>
  );
}
