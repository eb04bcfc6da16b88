import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { LineIcon } from '../components/ui/line-icon';
import {
  iconButtonStyles,
  modalContentStyles,
  modalOverlayStyles,
} from '../components/ui/modal-styles';
import { useReturnFocus } from '../components/ui/return-focus';
import { UserAvatar } from '../components/user-avatar';
import { appVersionLabel } from '../lib/app-version';
import { LanguageSwitcher } from '../lib/i18n/language-switcher';
import { roleBadge } from '../lib/role-badge';
import { useAuth } from '../lib/session/auth-context';

const links: ReadonlyArray<{ href: string; label: MessageDescriptor; icon: ReactNode }> = [
  {
    href: '/profile',
    label: msg`Profile`,
    icon: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c.8-3.9 4-6 8-6s7.2 2.1 8 6" />,
  },
  {
    href: '/profile/places',
    label: msg`Saved places`,
    icon: <path d="M4 11l8-7 8 7M6 9.5V20h12V9.5M10 20v-5h4v5" />,
  },
  {
    href: '/alerts',
    label: msg`Ride alerts`,
    icon: <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4M11 8v3l2 1.5" />,
  },
  {
    href: '/notifications',
    label: msg`Notifications`,
    icon: <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0" />,
  },
  {
    href: '/vehicles',
    label: msg`My Vehicles`,
    icon: <path d="M5 16V11l2-5h10l2 5v5M3 16h18v3H3zM7 19v1M17 19v1M7 13h.01M17 13h.01" />,
  },
  {
    href: '/driver-dashboard',
    label: msg`Driver Dashboard`,
    icon: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  },
  {
    href: '/payouts',
    label: msg`Payouts`,
    icon: <path d="M3 7h18v12H3zM3 11h18M7 15h3M16 3l-4 4-4-4" />,
  },
  {
    href: '/documents',
    label: msg`Verify your account`,
    icon: <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4" />,
  },
  { href: '/contact', label: msg`Contact Us`, icon: <path d="M4 5h16v11H8l-4 4zM8 10h8" /> },
];

/** Agents' way to the SOS alerts, disputes and National IDs waiting for them. */
const agentLink = {
  href: '/admin',
  label: msg`Agent console`,
  icon: (
    <path d="M4 5h16v14H4zM8 10a2 2 0 1 0 4 0 2 2 0 0 0-4 0zM7 16c.5-1.5 1.6-2 3-2s2.5.5 3 2M14 9h3M14 13h3" />
  ),
};

const rowStyles =
  'flex min-h-13 w-full items-center gap-3 rounded-xl px-3 text-left font-medium transition-colors hover:bg-surface';

/**
 * The bottom bar's More menu (specification document 2 §2): the screens the tabs do not reach,
 * and Sign Out.
 */
export function MoreDialog({
  open,
  onOpenChange,
  onLinkFollowed = () => onOpenChange(false),
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A link was chosen; by default the dialog closes as the app moves to its screen. */
  onLinkFollowed?: () => void;
}) {
  const { t } = useLingui();
  const auth = useAuth();
  const [, navigate] = useLocation();
  const returnFocus = useReturnFocus();

  async function signOut() {
    onOpenChange(false);
    await auth.signOut();
    navigate('/');
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={modalOverlayStyles} />
        <Dialog.Content className={`${modalContentStyles} sm:max-w-sm`} {...returnFocus}>
          <div className="flex items-center justify-between gap-3">
            <Dialog.Title className="font-bold text-ink text-xl">
              <Trans>More</Trans>
            </Dialog.Title>
            <Dialog.Close className={`${iconButtonStyles} -mr-2`} aria-label={t`Close`}>
              <LineIcon className="size-5">
                <path d="M6 6l12 12M18 6L6 18" />
              </LineIcon>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            <Trans>
              Your profile, saved places, ride alerts, notifications, vehicles, payouts,
              verification and help.
            </Trans>
          </Dialog.Description>
          {auth.user ? (
            <div className="mt-3 flex items-center gap-3 rounded-xl bg-surface p-3">
              <UserAvatar fullName={auth.user.fullName} pictureUrl={auth.user.profilePictureUrl} />
              <div className="min-w-0">
                <p className="truncate font-semibold text-ink">{auth.user.fullName || t`User`}</p>
                <p className="text-ink-muted text-sm">{roleBadge(auth.user).label}</p>
              </div>
            </div>
          ) : null}
          <nav aria-label={t`More`} className="mt-3">
            <ul className="grid gap-0.5">
              {(auth.user?.isAgent ? [agentLink, ...links] : links).map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    onClick={onLinkFollowed}
                    className={`${rowStyles} text-ink`}
                  >
                    <LineIcon className="size-5 shrink-0 text-ink-muted">{link.icon}</LineIcon>
                    <span className="flex-1">{t(link.label)}</span>
                    <LineIcon className="size-4 text-ink-muted">
                      <path d="M9 6l6 6-6 6" />
                    </LineIcon>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-2 flex min-h-13 items-center gap-3 border-line border-t px-3 pt-2">
            <LineIcon className="size-5 shrink-0 text-ink-muted">
              <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3.5 9h17M3.5 15h17M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9s1.2-6.5 3.6-9z" />
            </LineIcon>
            <span aria-hidden="true" className="flex-1 font-medium text-ink">
              <Trans>Language</Trans>
            </span>
            <LanguageSwitcher />
          </div>
          <div className="mt-2 border-line border-t pt-2">
            <button type="button" onClick={signOut} className={`${rowStyles} text-danger`}>
              <LineIcon className="size-5 shrink-0">
                <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
              </LineIcon>
              <Trans>Sign Out</Trans>
            </button>
          </div>
          <p className="mt-3 text-center text-ink-muted text-xs">{appVersionLabel()}</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
