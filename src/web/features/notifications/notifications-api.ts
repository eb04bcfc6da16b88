import { type QueryClient, queryOptions } from '@tanstack/react-query';
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

/** `GET /api/notifications`: the newest page of the inbox, newest first, and the unread count. */
export const inboxQuery = queryOptions({
  queryKey: queryKeys.inbox,
  queryFn: getJson<{ notifications: InboxItem[]; unreadCount: number }>('/api/notifications'),
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
