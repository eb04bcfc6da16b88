/**
 * Starting a screen's download before it opens. routes.tsx registers each lazily loaded screen
 * by its path; a part of the app that knows where a person is about to go (a visitor who asked to
 * book signs in first, then lands on the search) asks for it by path, without importing the
 * screen itself.
 */
const preloads = new Map<string, () => Promise<unknown>>();

export function registerRoutePreload(path: string, preload: () => Promise<unknown>): void {
  preloads.set(path, preload);
}

/**
 * Starts downloading the screen at `path`, if it has a chunk of its own. A failed download is
 * left to the screen, which asks again when it opens.
 */
export function preloadRoute(path: string): void {
  preloads
    .get(path)?.()
    .catch(() => {});
}
