/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { notificationFromPush, sameOriginLink } from './lib/push-payload';

// Pamoja's service worker (issue 19 §7): the app's built files from the cache, the last app page
// and the trips a person last saw when there is no network, and Web Push notifications.

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
};

const SHELL_CACHE = 'pamoja-shell';
/**
 * Every app route is the same index.html, so one copy serves any path offline. Not the landing
 * page the server pre-renders at `/` for visitors: the app replaces it on any other screen.
 */
const SHELL_KEY = '/__app-shell';
const isLandingPage = (url: string) => new URL(url).pathname === '/';
const API_CACHE = 'pamoja-api';

// A new version takes over at once: its files are precached, and pages read the API afresh.
self.addEventListener('install', (event) => {
  // The first visit's page was not served through us: keep the app page now, for offline use (any
  // address but `/` is answered with it).
  event.waitUntil(
    (async () => {
      try {
        const response = await fetch(SHELL_KEY, { credentials: 'same-origin' });
        if (response.ok) await (await caches.open(SHELL_CACHE)).put(SHELL_KEY, response);
      } catch {
        // Offline while installing: the next navigation keeps it.
      }
      await self.skipWaiting();
    })(),
  );
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: SHELL_CACHE,
      // A mobile network that answers nothing is as good as none: the kept page after 4 s.
      networkTimeoutSeconds: 4,
      plugins: [
        {
          cacheKeyWillBeUsed: async () => SHELL_KEY,
          // In place of Workbox's own rule (keep answers that are 200), which this one includes.
          cacheWillUpdate: async ({ request, response }) =>
            response.status === 200 && !isLandingPage(request.url) ? response : null,
        },
      ],
    }),
    { denylist: [/^\/api\//] },
  ),
);

/**
 * The reads My Trips and the trip screen need (who is signed in, the upcoming trips, one trip's
 * boarding code), kept from their last answer so they show with no network.
 */
const OFFLINE_READS = [
  /^\/api\/auth\/session$/,
  /^\/api\/user\/details$/,
  /^\/api\/trips\/(passenger|driver)\/upcoming$/,
  /^\/api\/Commute\/(GetPassengerUpcomingTrips|GetDriverUpcomingTrips|GetPastTrips)$/,
  /^\/api\/trips\/[0-9a-f-]{36}$/,
  /^\/api\/rides\/series\/[0-9a-f-]{36}$/,
];

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && OFFLINE_READS.some((path) => path.test(url.pathname)),
  new NetworkFirst({
    cacheName: API_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * 24 * 3600 }),
      {
        // Signed out (or the session ended): nobody else on this phone should see these trips.
        fetchDidSucceed: async ({ response }) => {
          if (response.status === 401) await caches.delete(API_CACHE);
          return response;
        },
      },
    ],
  }),
  'GET',
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/auth/logout',
  async ({ request }) => {
    const response = await fetch(request);
    await caches.delete(API_CACHE);
    return response;
  },
  'POST',
);

self.addEventListener('push', (event) => {
  const shown = notificationFromPush(readPushJson(event.data));
  event.waitUntil(
    self.registration.showNotification(shown.title, {
      body: shown.body,
      tag: shown.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { link: shown.link },
    }),
  );
});

function readPushJson(data: PushMessageData | null): unknown {
  try {
    return data?.json() ?? null;
  } catch {
    return { body: data?.text() ?? '' };
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = sameOriginLink(event.notification.data?.link, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) {
        await self.clients.openWindow(link);
        return;
      }
      await open.focus();
      // The open app moves to the screen itself (lib/register-service-worker.ts), no reload.
      open.postMessage({ type: 'navigate', link });
    })(),
  );
});

/**
 * The browser renewed (or dropped) this device's push subscription on its own: subscribe again
 * with the same server key and tell the server, so notifications keep reaching this phone. The
 * old endpoint is removed; signed out, both calls are refused and nothing changes.
 */
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as Event & {
    oldSubscription?: PushSubscription | null;
    newSubscription?: PushSubscription | null;
  };
  const post = (method: 'POST' | 'DELETE', body: unknown) =>
    fetch('/api/push/subscriptions', {
      method,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  (event as ExtendableEvent).waitUntil(
    (async () => {
      const key = change.oldSubscription?.options.applicationServerKey;
      const renewed =
        change.newSubscription ??
        (key
          ? await self.registration.pushManager.subscribe({
              userVisibleOnly: true,
              applicationServerKey: key,
            })
          : null);
      if (renewed) await post('POST', renewed.toJSON());
      if (change.oldSubscription && change.oldSubscription.endpoint !== renewed?.endpoint) {
        await post('DELETE', { endpoint: change.oldSubscription.endpoint });
      }
    })().catch(() => {
      // Offline or signed out: the person turns notifications on again in their settings.
    }),
  );
});
