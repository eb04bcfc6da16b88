import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** Signs that the visitor is going past the first screen. */
const ENGAGEMENT_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * For code below the first screen that is downloaded only when it is about to be seen: true once
 * the marker element comes within 400 px of the screen, once the visitor scrolls, touches or
 * types, or once `want()` is called (a link names something inside it). A phone's first view
 * then downloads and renders only what it shows.
 */
export function useWantedSoon(initially: boolean): {
  wanted: boolean;
  want: () => void;
  markerRef: RefObject<HTMLDivElement | null>;
} {
  const [wanted, setWanted] = useState(initially);
  const markerRef = useRef<HTMLDivElement>(null);
  const want = useCallback(() => setWanted(true), []);

  useEffect(() => {
    if (wanted) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: '400px 0px' },
    );
    if (markerRef.current) observer.observe(markerRef.current);
    for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, want, { passive: true });
    return () => {
      observer.disconnect();
      for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, want);
    };
  }, [wanted, want]);

  return { wanted, want, markerRef };
}
