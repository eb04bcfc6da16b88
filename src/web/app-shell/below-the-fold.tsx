import { useLingui } from '@lingui/react';
import {
  type ComponentType,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/** Signs that the visitor is going past the first screen. */
const ENGAGEMENT_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Names a part's element, in the server's HTML too, so the browser can keep its served copy. */
const PART_ATTRIBUTE = 'data-below-the-fold';

/** A part of the page below the first screen whose code downloads on demand: `belowTheFold`. */
export interface BelowTheFoldPart {
  name: string;
  /** Downloads the part's code now, e.g. because a link names something inside it. */
  load(): void;
  subscribe(listener: () => void): () => void;
  /** The part's component, once its code has come. */
  loaded(): ComponentType | null;
  /** What the server rendered of it, read from the page once (the first time it is shown). */
  servedCopy(): { html: string; language: string } | null;
}

/** Every part's download, for the server's rendering, which shows them all at once. */
const everyPart: Array<() => Promise<void>> = [];

/** The server's pre-rendering (render-landing.tsx): every part's code, before it renders. */
export const loadEveryPart = (): Promise<unknown> => Promise.all(everyPart.map((load) => load()));

/** What the server rendered of a part, read once, before React puts anything in its place. */
function servedCopy(name: string): { html: string; language: string } | null {
  if (import.meta.env.SSR) return null;
  const element = document.querySelector(`[${PART_ATTRIBUTE}="${name}"]`);
  return element ? { html: element.innerHTML, language: document.documentElement.lang } : null;
}

/**
 * Code below the first screen (the landing page's lower sections, the footer), downloaded only
 * when it is about to be seen, so a phone's first view downloads and runs only what it shows.
 * Shown by `<BelowTheFold part={…} />`.
 */
export function belowTheFold(name: string, load: () => Promise<ComponentType>): BelowTheFoldPart {
  let Loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  let served: ReturnType<typeof servedCopy> | undefined;
  const listeners = new Set<() => void>();
  const download = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
        for (const listener of listeners) listener();
      },
      // Offline before it was ever kept: the copy (or fallback) stays, and the next try may work.
      () => {
        loading = null;
      },
    );
    return loading;
  };
  everyPart.push(download);
  return {
    name,
    load: () => void download(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loaded: () => Loaded,
    servedCopy() {
      served ??= servedCopy(name);
      return served;
    },
  };
}

/**
 * What a visitor may have opened (an FAQ answer) or focused in a served copy, which the part's own
 * rendering, the same markup, is given by position when it takes the copy's place.
 */
const CARRIED = 'details,summary,a,button,input';

/**
 * A part below the first screen, after a marker that downloads its code once the marker comes
 * within 400 px of the screen or the visitor scrolls, touches or types. Until its code has come
 * it shows `fallback`, or on the pre-rendered landing page the copy the server rendered of it.
 *
 * That copy puts its words in the page for people, search engines and screenshots before any
 * script runs. The app keeps it as plain HTML (React hydrates the element around it, not what is
 * inside, so nothing in it can mismatch or be thrown away), and puts the part's own rendering in
 * its place in one step once its code has come: the same words, so nothing blanks or moves, and
 * from then on it answers taps. An answer opened in the copy stays open, and the focus stays where
 * it was.
 */
export function BelowTheFold({
  part,
  className,
  fallback,
}: {
  part: BelowTheFoldPart;
  className?: string;
  fallback: ReactNode;
}) {
  const copyRef = useRef<HTMLDivElement>(null);
  /** The copy's CARRIED elements, open and focused, read the moment the code came. */
  const carried = useRef<boolean[][]>([]);
  const subscribe = useCallback(
    (listener: () => void) =>
      part.subscribe(() => {
        carried.current = [...(copyRef.current?.querySelectorAll(CARRIED) ?? [])].map((node) => [
          (node as HTMLDetailsElement).open,
          node === document.activeElement,
        ]);
        listener();
      }),
    [part],
  );
  // While hydrating, what the server rendered: there the part itself, here its served copy.
  const Code = useSyncExternalStore(subscribe, part.loaded, () =>
    import.meta.env.SSR ? part.loaded() : null,
  );
  const [copy] = useState(part.servedCopy);
  const { i18n } = useLingui();
  const markerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (part.loaded()) return;
    const want = () => part.load();
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
  }, [part]);

  // In another language the served copy would show the old words: its code brings the new.
  useEffect(() => {
    if (copy && i18n.locale !== copy.language) part.load();
  }, [part, copy, i18n.locale]);

  const attributes = { [PART_ATTRIBUTE]: part.name, className };
  let content = fallback;
  if (Code) {
    content = (
      <div
        key="code"
        ref={(element) => {
          element?.querySelectorAll(CARRIED).forEach((node, at) => {
            const [open, focused] = carried.current[at] ?? [];
            if (open) (node as HTMLDetailsElement).open = true;
            if (focused) (node as HTMLElement).focus({ preventScroll: true });
          });
          carried.current = [];
        }}
        {...attributes}
      >
        <Code />
      </div>
    );
  } else if (copy) {
    content = (
      <div
        key="copy"
        ref={copyRef}
        {...attributes}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own HTML, as the server rendered it.
        dangerouslySetInnerHTML={{ __html: copy.html }}
      />
    );
  }
  return (
    <>
      <div ref={markerRef} className={className} />
      {content}
    </>
  );
}
