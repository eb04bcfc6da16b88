import { queryOptions } from '@tanstack/react-query';
import { getJson } from './query-client';
import { queryKeys } from './query-keys';

/** How often the bell asks while the app is open; it also asks when the app comes back in view. */
export const UNREAD_REFRESH_MS = 60_000;

/** `GET /api/notifications/unread-count`: the number on the header's bell. */
export const unreadNotificationsQuery = queryOptions({
  queryKey: queryKeys.unreadNotifications,
  queryFn: getJson<{ unreadCount: number }>('/api/notifications/unread-count'),
  staleTime: 0,
  refetchInterval: UNREAD_REFRESH_MS,
  refetchOnWindowFocus: true,
});

/** The bell's badge: up to 9, then '9+'. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}
