import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { LineIcon } from '../components/ui/line-icon';
import { unreadBadge, unreadNotificationsQuery } from '../lib/unread-notifications';

/** The header's bell (signed in): the inbox, with how many notifications are unread. */
export function NotificationsBell() {
  const { t } = useLingui();
  const unread = useQuery(unreadNotificationsQuery);
  const [location] = useLocation();
  const count = unread.data?.unreadCount ?? 0;
  const badge = unreadBadge(count);
  return (
    <Link
      href="/notifications"
      aria-label={count > 0 ? t`Notifications, ${count} unread` : t`Notifications, none unread`}
      aria-current={location === '/notifications' ? 'page' : undefined}
      className="relative inline-flex size-10 shrink-0 sm:size-11 items-center justify-center rounded-xl text-ink hover:bg-primary-soft"
    >
      <LineIcon>
        <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0" />
      </LineIcon>
      {badge ? (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 font-bold text-[0.6875rem] text-white tabular-nums ring-2 ring-white"
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
