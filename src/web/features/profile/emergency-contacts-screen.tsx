import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { MAX_EMERGENCY_CONTACTS } from '../../../shared/rules/trips';
import type { EmergencyContact } from '../../../shared/schemas/trips';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { SignedInScreen } from '../../app-shell/signed-in-screen';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { describedBy, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-error';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast-store';
import { emergencyContactsQuery, saveEmergencyContacts } from './emergency-contacts-api';
import {
  type ContactRow,
  canAddRow,
  EMPTY_ROW,
  type RowProblems,
  readContacts,
  rowsOf,
  safeBackPath,
} from './emergency-contacts-form';

/**
 * Emergency contacts (`/profile/emergency-contacts`): up to 3 people an SOS texts, with where
 * the car is and a link to follow the trip. Opened from the profile and from the trip screen.
 */
export function EmergencyContactsScreen() {
  const { t } = useLingui();
  const back = safeBackPath(new URLSearchParams(useSearch()).get('back'));
  const most = MAX_EMERGENCY_CONTACTS;
  return (
    <SignedInScreen
      title={t`Emergency contacts`}
      subtitle={t`Up to ${most} people we text if you press SOS on a trip: your name, the car, where it is, and a link to follow it.`}
      back={{
        href: back ?? '/profile',
        label: back ? t`Back to your trip` : t`Back to profile`,
      }}
      width="narrow"
      nav="more"
      loading={<ContactsLoading />}
      visitor={
        <SignInPrompt
          className="mt-5"
          title={t`Sign in to add emergency contacts`}
          text={t`They are kept on your account, for the SOS button of your trips.`}
        />
      }
    >
      <ContactsLoader back={back} />
    </SignedInScreen>
  );
}

function ContactsLoader({ back }: { back: string | null }) {
  const { t } = useLingui();
  const saved = useQuery(emergencyContactsQuery);
  if (saved.data) return <ContactsEditor saved={saved.data} back={back} />;
  if (saved.isError) {
    return (
      <LoadFailed
        className="mt-5"
        title={t`We couldn't load your emergency contacts`}
        onRetry={() => void saved.refetch()}
        retrying={saved.isFetching}
      />
    );
  }
  return <ContactsLoading />;
}

function ContactsEditor({ saved, back }: { saved: EmergencyContact[]; back: string | null }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [rows, setRows] = useState<ContactRow[]>(() => rowsOf(saved));
  const [problems, setProblems] = useState<RowProblems[]>([]);
  const save = useMutation({
    mutationFn: saveEmergencyContacts,
    onSuccess: (answer, sent) => {
      const list = Array.isArray(answer) ? answer : sent;
      queryClient.setQueryData(queryKeys.emergencyContacts, list);
      // Trip screens remind people with none; they read the news.
      void queryClient.invalidateQueries({ queryKey: queryKeys.trips });
      const count = list.length;
      toast({
        title: t`Emergency contacts saved`,
        description:
          count === 0
            ? t`You have no emergency contacts now.`
            : plural(count, {
                one: '# person is texted if you press SOS.',
                other: '# people are texted if you press SOS.',
              }),
      });
      if (back) navigate(back);
      else setRows(rowsOf(list));
    },
  });

  function update(index: number, change: Partial<ContactRow>) {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readContacts(rows);
    if (!read.ok) {
      setProblems(read.problems);
      return;
    }
    setProblems([]);
    save.mutate(read.contacts);
  }

  const serverProblem =
    save.error instanceof ApiError && save.error.status >= 400 && save.error.status < 500
      ? save.error.message
      : save.isError
        ? t`Your contacts were not saved. Check your connection and try again.`
        : null;

  return (
    <form className="mt-5 grid gap-4" onSubmit={submit} noValidate>
      {rows.map((row, index) => {
        const problem = problems[index] ?? {};
        const number = index + 1;
        const nameId = `contact-${index}-name`;
        const phoneId = `contact-${index}-phone`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
          <Card key={index} className="grid gap-4">
            <div className="flex items-center justify-between gap-3">
              <h2 className="font-semibold text-ink">
                <Trans>Contact {number}</Trans>
              </h2>
              {rows.length > 1 || row.name || row.phone ? (
                <Button
                  variant="ghost"
                  className="-mr-2"
                  onClick={() =>
                    setRows((current) =>
                      current.length > 1 ? current.filter((_, i) => i !== index) : [EMPTY_ROW],
                    )
                  }
                >
                  <Trans>
                    Remove<span className="sr-only"> contact {number}</span>
                  </Trans>
                </Button>
              ) : null}
            </div>
            <FormField id={nameId} label={t`Name`} error={problem.name}>
              <Input
                id={nameId}
                value={row.name}
                autoComplete="off"
                onChange={(event) => update(index, { name: event.target.value })}
                aria-invalid={problem.name ? true : undefined}
                aria-describedby={describedBy(nameId, null, problem.name)}
              />
            </FormField>
            <FormField
              id={phoneId}
              label={t`Phone number`}
              hint={t`A Kenyan mobile number, e.g. 0712 345 678`}
              error={problem.phone}
            >
              <Input
                id={phoneId}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                value={row.phone}
                onChange={(event) => update(index, { phone: event.target.value })}
                aria-invalid={problem.phone ? true : undefined}
                aria-describedby={describedBy(phoneId, true, problem.phone)}
              />
            </FormField>
          </Card>
        );
      })}
      {canAddRow(rows) ? (
        <Button variant="secondary" onClick={() => setRows((current) => [...current, EMPTY_ROW])}>
          <Trans>Add another contact</Trans>
        </Button>
      ) : null}
      {serverProblem ? (
        <p role="alert" className="rounded-xl bg-danger-soft p-3 text-danger text-sm">
          {serverProblem}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : null}
        <Trans>Save emergency contacts</Trans>
      </Button>
    </form>
  );
}

function ContactsLoading() {
  const { t } = useLingui();
  return (
    <Loading label={t`Loading your emergency contacts…`} className="mt-5">
      <Skeleton className="h-64 w-full rounded-2xl" />
    </Loading>
  );
}
