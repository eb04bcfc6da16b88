import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { INBOX_PAGE } from '../../../shared/rules/commute';
import type {
  Notification as NotificationAnswer,
  NotificationPreferences,
} from '../../../shared/schemas/commute';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';
import { getJson } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

/** A notification as the API sends it (dates as text). */
export type InboxItem = Json<NotificationAnswer>;

export interface InboxPage {
  notifications: InboxItem[];
  unreadCount: number;
}

/**
 * `GET /api/notifications`: the inbox, newest first, a page at a time (`before` the oldest one
 * shown); each page also says how many are unread.
 */
export const inboxQuery = infiniteQueryOptions({
  queryKey: queryKeys.inbox,
  queryFn: ({ pageParam, signal }) =>
    apiRequest<InboxPage>(
      'GET',
      `/api/notifications?${new URLSearchParams(pageParam ? { before: pageParam } : {})}`,
      undefined,
      { signal },
    ),
  initialPageParam: null as string | null,
  // A short page is the last one.
  getNextPageParam: (last) =>
    last.notifications.length < INBOX_PAGE.default ? null : (last.notifications.at(-1)?.id ?? null),
  staleTime: 0,
  refetchOnWindowFocus: true,
});

/** `POST /api/notifications/:id/read`. */
export const markNotificationRead = (id: string) =>
  apiRequest<unknown>('POST', `/api/notifications/${encodeURIComponent(id)}/read`, {});

/** `POST /api/notifications/read-all`. */
export const markAllNotificationsRead = () =>
  apiRequest<unknown>('POST', '/api/notifications/read-all', {});

/** After a change to what is read: the inbox and the bell read afresh. */
export function afterReading(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
}

/** `GET /api/user/notification-preferences`. */
export const notificationPreferencesQuery = queryOptions({
  queryKey: queryKeys.notificationPreferences,
  queryFn: getJson<NotificationPreferences>('/api/user/notification-preferences'),
  staleTime: 0,
});

/** `PUT /api/user/notification-preferences`: the kinds changed; answers the whole choice. */
export const saveNotificationPreferences = (change: Partial<NotificationPreferences>) =>
  apiRequest<NotificationPreferences>('PUT', '/api/user/notification-preferences', change);
