import { t } from '@lingui/core/macro';
import { apiRequest } from './api-client';

// Web Push on this device (issue 19 §6): what the browser allows, and the subscription the server
// sends to. The service worker (src/web/sw.ts) shows what arrives.

/** 'unsupported' also covers an iPhone's Safari before Pamoja is added to the home screen. */
export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

/** Can this browser receive push, and has the person allowed it? */
export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** The server's VAPID public key (base64url, as `GET /api/push/public-key` gives it) as bytes. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((x, i) => x === b[i]);

/**
 * The service worker, once it runs. `ready` never settles where none was registered (the
 * development server, a first visit still installing), so it is given up after `timeoutMs`.
 */
async function serviceWorker(timeoutMs = 10_000): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new Error(t`The app is still being set up on this phone. Reload and try again.`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Asks for permission (when not yet given), subscribes this device and tells the server. */
export async function subscribeToPush(): Promise<void> {
  if (pushSupport() === 'unsupported') throw new Error(t`This browser cannot show notifications.`);
  if ((await Notification.requestPermission()) !== 'granted') {
    throw new Error(t`Notifications were not allowed.`);
  }
  const { publicKey } = await apiRequest<{ publicKey: string }>('GET', '/api/push/public-key');
  const key = vapidKeyBytes(publicKey);
  const registration = await serviceWorker();
  let subscription = await registration.pushManager.getSubscription();
  // Made for another server key (the keys were changed): the push service would refuse ours.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await apiRequest('POST', '/api/push/subscriptions', subscription.toJSON());
}

/** Forgets this device's subscription, on the server and here (here even if the server fails). */
export async function unsubscribeFromPush(): Promise<void> {
  if (pushSupport() === 'unsupported') return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  try {
    await apiRequest('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint });
  } finally {
    await subscription.unsubscribe();
  }
}
