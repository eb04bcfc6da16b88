import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch } from 'radix-ui';
import { useState } from 'react';
import { type NotificationKind, notificationKinds } from '../../../shared/rules/commute';
import type { NotificationPreferences } from '../../../shared/schemas/commute';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { SignedInScreen } from '../../app-shell/signed-in-screen';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { refusalText } from '../../lib/api-error';
import { pushSupport, subscribeToPush, unsubscribeFromPush } from '../../lib/push';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast-store';
import { KIND_NAMES } from './notification-format';
import { notificationPreferencesQuery, saveNotificationPreferences } from './notifications-api';

/**
 * Notification settings (`/profile/notifications`): for each kind, push and SMS on or off, and
 * push turned on for this phone. Everything also reaches the inbox.
 */
export function NotificationSettingsScreen() {
  const { t } = useLingui();
  return (
    <SignedInScreen
      title={t`Notifications`}
      subtitle={t`Everything reaches your inbox. Choose what also comes as a push notification or, when push cannot reach you, an SMS.`}
      back={{ href: '/profile', label: t`Back to profile` }}
      width="narrow"
      nav="more"
      loading={<SettingsLoading />}
      visitor={
        <SignInPrompt
          className="mt-5"
          title={t`Sign in to choose your notifications`}
          text={t`Your choices are kept on your account.`}
        />
      }
    >
      <ThisPhone />
      <PreferencesLoader />
    </SignedInScreen>
  );
}

function PreferencesLoader() {
  const { t } = useLingui();
  const preferences = useQuery(notificationPreferencesQuery);
  if (preferences.data) return <PreferenceTable preferences={preferences.data} />;
  if (preferences.isError) {
    return (
      <LoadFailed
        className="mt-5"
        title={t`We couldn't load your notification settings`}
        onRetry={() => void preferences.refetch()}
        retrying={preferences.isFetching}
      />
    );
  }
  return <SettingsLoading />;
}

type Channel = 'push' | 'sms';

function PreferenceTable({ preferences }: { preferences: NotificationPreferences }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveNotificationPreferences,
    // The switch moves at once; a refusal puts it back.
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.notificationPreferences });
      const before = queryClient.getQueryData<NotificationPreferences>(
        queryKeys.notificationPreferences,
      );
      if (before) {
        queryClient.setQueryData(queryKeys.notificationPreferences, { ...before, ...change });
      }
      return { before };
    },
    onSuccess: (answer) => {
      if (answer) queryClient.setQueryData(queryKeys.notificationPreferences, answer);
    },
    onError: (error, _change, context) => {
      if (context?.before) {
        queryClient.setQueryData(queryKeys.notificationPreferences, context.before);
      }
      toast({
        variant: 'destructive',
        title: t`Your choice was not saved`,
        description: refusalText(error, t`Check your connection and try again.`),
      });
    },
  });

  function toggle(kind: NotificationKind, channel: Channel, on: boolean) {
    save.mutate({ [kind]: { ...preferences[kind], [channel]: on } });
  }

  return (
    <section aria-labelledby="kinds-heading" className="mt-6">
      <div className="flex items-end justify-between gap-3 px-1">
        <h2 id="kinds-heading" className="font-semibold text-ink text-lg">
          <Trans>What reaches you</Trans>
        </h2>
        <div
          aria-hidden="true"
          className="grid w-28 grid-cols-2 text-center font-semibold text-ink-muted text-xs uppercase tracking-wider"
        >
          <span>
            <Trans>Push</Trans>
          </span>
          <span>SMS</span>
        </div>
      </div>
      <ul className="mt-2 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
        {notificationKinds.map((kind) => {
          const name = t(KIND_NAMES[kind].name);
          return (
            <li key={kind} className="flex items-center gap-3 px-4 py-3.5">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">{name}</p>
                <p className="text-ink-muted text-sm">{t(KIND_NAMES[kind].about)}</p>
              </div>
              <div className="grid w-28 shrink-0 grid-cols-2 justify-items-center">
                {(['push', 'sms'] as const).map((channel) => (
                  <Switch.Root
                    key={channel}
                    checked={preferences[kind][channel]}
                    onCheckedChange={(on) => toggle(kind, channel, on)}
                    aria-label={
                      channel === 'push' ? t`${name} by push notification` : t`${name} by SMS`
                    }
                    className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-line transition-colors data-[state=checked]:bg-primary"
                  >
                    <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
                  </Switch.Root>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 px-1 text-ink-muted text-sm">
        <Trans>Ride alert SMS come at most 3 a day; each says how to stop them.</Trans>
      </p>
    </section>
  );
}

/** Is this device subscribed already? Never waits for a service worker that is not there. */
async function subscribedHere(): Promise<boolean> {
  if (pushSupport() !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}

const phoneTexts = {
  unsupported: msg`This browser cannot show notifications. Add Pamoja to your home screen, or rely on SMS.`,
  denied: msg`Notifications from Pamoja are blocked in this browser. Allow them in its site settings.`,
  off: msg`Get ride alerts and trip news on this phone, even with Pamoja closed.`,
  on: msg`Notifications are on for this phone.`,
} as const;

/** Push on this device: turn it on (the browser asks), see that it is on, or turn it off. */
function ThisPhone() {
  const { t } = useLingui();
  const [support, setSupport] = useState(pushSupport);
  const subscribed = useQuery({
    queryKey: queryKeys.pushHere(support),
    queryFn: subscribedHere,
    staleTime: 0,
  });
  const change = useMutation({
    mutationFn: (on: boolean) => (on ? subscribeToPush() : unsubscribeFromPush()),
    onSuccess: (_answer, on) =>
      toast({
        title: on
          ? t`Notifications are on for this phone`
          : t`Notifications are off for this phone`,
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t`Notifications could not be turned on`,
        description:
          pushSupport() === 'denied'
            ? t`This browser blocks notifications from Pamoja. Allow them in its site settings.`
            : refusalText(error, t`Check your connection and try again.`),
      }),
    onSettled: () => {
      setSupport(pushSupport());
      void subscribed.refetch();
    },
  });

  const state =
    support === 'unsupported' || support === 'denied' ? support : subscribed.data ? 'on' : 'off';
  return (
    <Card className="mt-5 grid gap-3">
      <div>
        <h2 className="font-semibold text-ink text-lg">
          <Trans>This phone</Trans>
        </h2>
        <p className="mt-1 text-ink-muted text-sm" aria-live="polite">
          {t(phoneTexts[state])}
        </p>
      </div>
      {state === 'off' ? (
        <Button size="lg" onClick={() => change.mutate(true)} disabled={change.isPending}>
          {change.isPending ? <Spinner /> : null}
          <Trans>Turn on notifications on this phone</Trans>
        </Button>
      ) : null}
      {state === 'on' ? (
        <Button
          variant="secondary"
          onClick={() => change.mutate(false)}
          disabled={change.isPending}
        >
          {change.isPending ? <Spinner /> : null}
          <Trans>Turn off on this phone</Trans>
        </Button>
      ) : null}
    </Card>
  );
}

function SettingsLoading() {
  const { t } = useLingui();
  return (
    <Loading label={t`Loading your notification settings…`} className="mt-5 grid gap-3">
      <Skeleton className="h-72 w-full rounded-2xl" />
    </Loading>
  );
}
