import { apiRequest } from './api-client';

// PLACEHOLDER (web-a) with the signatures web-b owns: web-b's version of this file replaces it.
// Web Push on this device: what the browser allows, and the subscription the server sends to.

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

/** The server's VAPID public key (base64url) as the push manager takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Asks for permission (when not yet given), subscribes this device and tells the server. */
export async function subscribeToPush(): Promise<void> {
  if (pushSupport() === 'unsupported') throw new Error('Push is not supported here');
  if ((await Notification.requestPermission()) !== 'granted') {
    throw new Error('Notifications were not allowed');
  }
  const { publicKey } = await apiRequest<{ publicKey: string }>('GET', '/api/push/public-key');
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await apiRequest('POST', '/api/push/subscriptions', subscription.toJSON());
}

/** Forgets this device's subscription, here and on the server. */
export async function unsubscribeFromPush(): Promise<void> {
  if (pushSupport() === 'unsupported') return;
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  await apiRequest('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
