/**
 * Registers the service worker (src/web/sw.ts, built to /sw.js) once the page has loaded, so it
 * never competes with the first screen for the network; plain `register` keeps the landing page's
 * JavaScript small (no workbox-window). A tapped notification asks the open app to move to its
 * screen, which it does in place, as a link would.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The offline app could not be set up:', error);
    });
  };
  // A task of its own: registering costs a slow phone tens of milliseconds, which must not
  // lengthen the task that starts the app (the landing page starts it after the load event).
  const later = () => setTimeout(register, 0);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; link?: unknown } | null;
    if (data?.type !== 'navigate' || typeof data.link !== 'string') return;
    const url = new URL(data.link, window.location.origin);
    if (url.origin !== window.location.origin) return;
    // wouter follows the history: the same as following a link inside the app.
    window.history.pushState(null, '', `${url.pathname}${url.search}${url.hash}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}
