// How a Web Push message becomes a notification, shared by the service worker and its tests.
// The server sends JSON `{id, title, body, link, kind}` (features/notifications); anything else
// still shows, as plainly as it can.

export interface ShownNotification {
  title: string;
  body: string;
  /** The notification's id: the same event pushed twice replaces itself instead of stacking. */
  tag: string | undefined;
  link: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

export function notificationFromPush(payload: unknown): ShownNotification {
  const data = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  return {
    title: text(data.title) ?? 'Pamoja',
    body: text(data.body) ?? '',
    tag: text(data.id),
    link: text(data.link) ?? '/',
  };
}

/**
 * Where a tapped notification opens: a path of this app. Anything pointing elsewhere opens the
 * home screen, so a push can never send someone to another site.
 */
export function sameOriginLink(link: unknown, origin: string): string {
  if (typeof link !== 'string' || link === '') return `${origin}/`;
  try {
    const url = new URL(link, origin);
    return url.origin === origin ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}
