import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ScreenFrame } from '../../app-shell/screen-frame';
import { ScreenHeader } from '../../app-shell/screen-header';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { useSignInOnce } from '../../app-shell/use-sign-in-once';
import { Card } from '../../components/ui/card';
import { Chevron } from '../../components/ui/glyphs';
import { LineIcon } from '../../components/ui/line-icon';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { usePageTitle } from '../../components/use-page-title';
import { UserAvatar } from '../../components/user-avatar';
import { appVersionLabel } from '../../lib/app-version';
import { formatKenyanPhone } from '../../lib/format-phone';
import { LanguageSwitcher } from '../../lib/i18n/language-switcher';
import { roleBadge } from '../../lib/role-badge';
import { useAuth } from '../../lib/session/auth-context';
import { toast } from '../../lib/toast-store';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DriverRecordCard } from './driver-record-card';
import { ProfilePicture } from './profile-picture';

/** Profile and settings: the More tab (specification document 2, "Profile / More Settings"). */
export function ProfileScreen() {
  const { t } = useLingui();
  usePageTitle(t`Profile and settings`);
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [deleteOpen, setDeleteOpen] = useState(false);
  // Leaving the account here (sign out, deletion) must not bring the sign-in dialog back.
  useSignInOnce();

  async function signOut() {
    await auth.signOut();
    navigate('/');
  }

  function accountDeleted() {
    setDeleteOpen(false);
    auth.clearSession();
    toast({
      title: t`Account deleted`,
      description: t`Your account and personal details have been removed.`,
    });
    navigate('/');
  }

  // Not a SignedInScreen: the version line shows to everyone, under whatever the screen holds.
  return (
    <ScreenFrame nav={auth.status === 'signed-in' ? 'more' : null} width="narrow">
      <ScreenHeader title={t`Profile and settings`} />
      {auth.status === 'checking' ? <ProfileLoading /> : null}
      {auth.status === 'visitor' ? (
        <SignInPrompt
          className="mt-5"
          title={t`Sign in to see your profile`}
          text={t`Your details, vehicles and verification live here.`}
        />
      ) : null}
      {auth.status === 'signed-in' ? (
        <>
          <Card className="mt-5">
            <div className="flex items-center gap-4">
              <UserAvatar
                fullName={auth.user?.fullName}
                pictureUrl={auth.user?.profilePictureUrl}
                size="lg"
              />
              <div className="min-w-0">
                <p className="truncate font-semibold text-ink text-xl">
                  {auth.user?.fullName || t`User`}
                </p>
                {auth.user?.phoneNumber ? (
                  <p className="mt-0.5 text-ink-muted tabular-nums">
                    {formatKenyanPhone(auth.user.phoneNumber)}
                  </p>
                ) : null}
                {auth.user ? (
                  <p
                    className={`mt-2 inline-flex rounded-full px-2.5 py-0.5 font-semibold text-xs ${
                      roleBadge(auth.user).driver
                        ? 'bg-primary-soft text-primary-strong'
                        : 'bg-slate-100 text-ink-muted'
                    }`}
                  >
                    {roleBadge(auth.user).label}
                  </p>
                ) : null}
              </div>
            </div>
            {auth.user ? <ProfilePicture user={auth.user} /> : null}
          </Card>
          {auth.user && roleBadge(auth.user).driver ? <DriverRecordCard /> : null}
          <nav aria-label={t`Settings`} className="mt-5">
            <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
              <LanguageRow />
              <MenuLink href="/profile/edit" icon={icons.edit} label={t`Edit profile`} />
              <MenuLink href="/profile/places" icon={icons.places} label={t`Saved places`} />
              <MenuLink href="/alerts" icon={icons.alerts} label={t`Ride alerts`} />
              <MenuLink
                href="/profile/notifications"
                icon={icons.notifications}
                label={t`Notifications`}
              />
              <MenuLink href="/vehicles" icon={icons.vehicle} label={t`My Vehicles`} />
              <MenuLink href="/documents" icon={icons.verify} label={t`Verify your account`} />
              <MenuLink
                href="/profile/emergency-contacts"
                icon={icons.emergency}
                label={t`Emergency contacts`}
              />
              <MenuLink href="/contact" icon={icons.contact} label={t`Contact Us`} />
              <MenuButton
                icon={icons.delete}
                label={t`Delete Account`}
                danger
                onClick={() => setDeleteOpen(true)}
              />
              <MenuButton icon={icons.signOut} label={t`Sign Out`} onClick={signOut} />
            </ul>
          </nav>
          <DeleteAccountDialog
            open={deleteOpen}
            phoneNumber={auth.user?.phoneNumber ?? null}
            onOpenChange={setDeleteOpen}
            onDeleted={accountDeleted}
          />
        </>
      ) : null}
      <p className="mt-8 text-center text-ink-muted text-sm">{appVersionLabel()}</p>
    </ScreenFrame>
  );
}

function ProfileLoading() {
  const { t } = useLingui();
  return (
    <Loading label={t`Loading your profile…`} className="mt-5 grid gap-4">
      <Skeleton className="h-24 w-full rounded-2xl" />
      <Skeleton className="h-72 w-full rounded-2xl" />
    </Loading>
  );
}

const rowStyles =
  'flex min-h-14 w-full items-center gap-3 px-4 text-left font-medium transition-colors hover:bg-surface';

function MenuLink({ href, icon, label }: { href: string; icon: ReactNode; label: string }) {
  return (
    <li>
      <Link href={href} className={`${rowStyles} text-ink`}>
        <MenuIcon>{icon}</MenuIcon>
        <span className="flex-1">{label}</span>
        <Chevron className="size-5 text-ink-muted" />
      </Link>
    </li>
  );
}

function MenuButton({
  icon,
  label,
  danger = false,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  danger?: boolean;
  onClick(): void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className={`${rowStyles} ${danger ? 'text-danger' : 'text-ink'}`}
      >
        <MenuIcon>{icon}</MenuIcon>
        <span className="flex-1">{label}</span>
      </button>
    </li>
  );
}

/**
 * The language of the screens, the API's messages and the SMS: named in both languages, so a
 * person who cannot read the one on screen still finds it. The switcher saves the choice on the
 * account.
 */
function LanguageRow() {
  return (
    <li className="flex min-h-14 w-full items-center gap-3 px-4 py-2 font-medium text-ink">
      <MenuIcon>{icons.language}</MenuIcon>
      <span className="flex-1">
        <span lang="en">Language</span> / <span lang="sw">Lugha</span>
      </span>
      <LanguageSwitcher />
    </li>
  );
}

function MenuIcon({ children }: { children: ReactNode }) {
  return <LineIcon className="size-5 shrink-0">{children}</LineIcon>;
}

const icons = {
  language: (
    <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3.5 9h17M3.5 15h17M12 3c-2.5 2.5-3.5 5.5-3.5 9s1 6.5 3.5 9c2.5-2.5 3.5-5.5 3.5-9s-1-6.5-3.5-9z" />
  ),
  places: <path d="M4 11l8-7 8 7M6 9.5V20h12V9.5M10 20v-5h4v5" />,
  alerts: <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4M11 8v3l2 1.5" />,
  notifications: <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0" />,
  edit: <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />,
  vehicle: <path d="M5 16V11l2-5h10l2 5v5M3 16h18v3H3zM7 19v1M17 19v1M7 13h.01M17 13h.01" />,
  verify: <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4" />,
  contact: <path d="M4 5h16v11H8l-4 4zM8 10h8" />,
  emergency: (
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2M15 3v6M12 6h6" />
  ),
  delete: <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />,
  signOut: <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />,
};
