import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useLocation } from 'wouter';
import type { UserDetails } from '../../../shared/schemas/user';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { SignedInScreen } from '../../app-shell/signed-in-screen';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDescription, ConfirmDialog } from '../../components/ui/confirm-dialog';
import { describedBy, FormField } from '../../components/ui/form-field';
import { FieldError, Input } from '../../components/ui/input';
import { LineIcon } from '../../components/ui/line-icon';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { Notice } from '../../components/ui/notice';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-error';
import { userDetailsQuery } from '../../lib/session/user-details-query';
import { toast } from '../../lib/toast-store';
import { afterProfileSaved, saveProfile } from './profile-api';
import {
  GENDER_CHOICES,
  GENDER_LABELS,
  identityUnderReview,
  type ProfileForm,
  type ProfileProblems,
  profileFormOf,
  profilePayload,
  profileProblems,
} from './profile-form';
import { ProfilePicture } from './profile-picture';

/** Edit profile (`/profile/edit`): name, email, National ID, gender and, beside them, the picture. */
export function EditProfileScreen() {
  const { t } = useLingui();
  return (
    <SignedInScreen
      title={t`Edit profile`}
      back={{ href: '/profile', label: t`Back to profile` }}
      width="narrow"
      nav="more"
      loading={<EditorLoading />}
      visitor={
        <SignInPrompt
          className="mt-5"
          title={t`Sign in to edit your profile`}
          text={t`Your name, email, National ID and gender live here.`}
        />
      }
    >
      <SignedInEditor />
    </SignedInScreen>
  );
}

function SignedInEditor() {
  const { t } = useLingui();
  const details = useQuery(userDetailsQuery);
  if (details.data) return <ProfileEditor user={details.data} />;
  if (details.isError) {
    return (
      <LoadFailed
        className="mt-5"
        title={t`Failed to load user details`}
        onRetry={() => void details.refetch()}
        retrying={details.isFetching}
      />
    );
  }
  return <EditorLoading />;
}

function EditorLoading() {
  const { t } = useLingui();
  return (
    <Loading label={t`Loading your profile…`} className="mt-5">
      <Skeleton className="h-[32rem] w-full rounded-2xl" />
    </Loading>
  );
}

function ProfileEditor({ user }: { user: UserDetails }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(user));
  const [problems, setProblems] = useState<ProfileProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const ids = {
    fullName: useId(),
    email: useId(),
    nationalId: useId(),
    gender: useId(),
    failure: useId(),
    review: useId(),
  };
  const underReview = identityUnderReview(user, form);

  function set<K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) {
    setForm({ ...form, [key]: value });
    if (problems[key]) setProblems({ ...problems, [key]: undefined });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = profileProblems(form);
    setProblems(found);
    const first = (['fullName', 'email', 'nationalId', 'gender'] as const).find((k) => found[k]);
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    // A verified driver hears of the new review before anything is saved.
    if (underReview.length > 0) setConfirmOpen(true);
    else void save(false);
  }

  async function save(acceptIdentityReview: boolean) {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await saveProfile(profilePayload(form, acceptIdentityReview));
      afterProfileSaved(queryClient, saved);
      setConfirmOpen(false);
      toast(
        acceptIdentityReview
          ? {
              title: t`Sent for review`,
              description: t`An agent will check your new details against your National ID. You can schedule rides again once they approve.`,
            }
          : { title: t`Profile updated`, description: t`Your details are saved.` },
      );
      navigate('/profile');
    } catch (error) {
      setSaving(false);
      // Verified meanwhile (an agent approved): ask, as for any verified driver.
      if (error instanceof ApiError && error.code === 'identity_review_required') {
        setConfirmOpen(true);
        return;
      }
      setConfirmOpen(false);
      setFailure(
        error instanceof ApiError && error.status === 400
          ? error.message
          : t`Failed to save your profile. Please try again.`,
      );
    }
  }

  return (
    <form noValidate onSubmit={submit} className="mt-5 grid gap-5">
      <Card className="grid gap-5">
        <ProfilePicture user={user} />
        <FormField id={ids.fullName} label={t`Full name`} error={problems.fullName}>
          <Input
            id={ids.fullName}
            autoComplete="name"
            autoCapitalize="words"
            value={form.fullName}
            aria-invalid={problems.fullName ? true : undefined}
            aria-describedby={
              [describedBy(ids.fullName, null, problems.fullName), reviewNote(underReview, ids)]
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) => set('fullName', event.target.value)}
          />
        </FormField>
        <FormField
          id={ids.email}
          label={
            <Trans>
              Email <span className="font-normal text-ink-muted">(optional)</span>
            </Trans>
          }
          error={problems.email}
        >
          <Input
            id={ids.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={form.email}
            aria-invalid={problems.email ? true : undefined}
            aria-describedby={describedBy(ids.email, null, problems.email)}
            onChange={(event) => set('email', event.target.value)}
          />
        </FormField>
        <FormField id={ids.nationalId} label={t`National ID number`} error={problems.nationalId}>
          <Input
            id={ids.nationalId}
            inputMode="numeric"
            autoComplete="off"
            value={form.nationalId}
            aria-invalid={problems.nationalId ? true : undefined}
            aria-describedby={
              [describedBy(ids.nationalId, null, problems.nationalId), reviewNote(underReview, ids)]
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) => set('nationalId', event.target.value)}
          />
        </FormField>
        <GenderChoice
          id={ids.gender}
          value={form.gender}
          error={problems.gender}
          onChange={(gender) => set('gender', gender)}
        />
        {user.isVerified ? (
          <IdentityLockNotice id={ids.review} changing={underReview.length > 0} />
        ) : null}
      </Card>
      <FieldError id={ids.failure} message={failure} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={() => navigate('/profile')}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" size="lg" disabled={saving} aria-busy={saving || undefined}>
          {saving && !confirmOpen ? <Spinner /> : null}
          <Trans>Save changes</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        tone="primary"
        title={t`Send your new details for review?`}
        cancelLabel={t`Keep editing`}
        confirmLabel={t`Save and send for review`}
        busy={saving}
        onConfirm={() => void save(true)}
      >
        <ConfirmDescription className="mt-3 text-ink-muted leading-relaxed">
          <IdentityReviewText />
        </ConfirmDescription>
        <p className="mt-3 text-ink-muted leading-relaxed">
          <Trans>Until then, passengers see the name an agent approved.</Trans>
        </p>
      </ConfirmDialog>
    </form>
  );
}

/** What saving a verified driver's new name or ID number does (the server's identity_review_required). */
function IdentityReviewText() {
  return (
    <Trans>
      Changing your name or National ID number sends your account back to an agent for review. You
      cannot schedule rides until they approve it again.
    </Trans>
  );
}

function reviewNote(underReview: readonly string[], ids: { review: string }) {
  return underReview.length > 0 ? ids.review : null;
}

/**
 * A verified driver's name and ID number were checked against their National ID: say so, and,
 * once either is changed, what saving will do.
 */
function IdentityLockNotice({ id, changing }: { id: string; changing: boolean }) {
  const { t } = useLingui();
  const icon: ReactNode = (
    <LineIcon className="size-4">
      <path d="M7 11V8a5 5 0 0110 0v3M5 11h14v10H5z" />
    </LineIcon>
  );
  return (
    <Notice
      id={id}
      role="status"
      tone={changing ? 'progress' : 'success'}
      icon={icon}
      title={changing ? t`Saving sends your account for review` : t`Verified by an agent`}
    >
      {changing ? (
        <IdentityReviewText />
      ) : (
        <Trans>
          Your name and National ID number were checked against your ID. Changing either sends them
          to an agent again.
        </Trans>
      )}
    </Notice>
  );
}

function GenderChoice({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: ProfileForm['gender'];
  error: string | undefined;
  onChange(gender: (typeof GENDER_CHOICES)[number]): void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 block font-medium text-ink text-sm">
        <Trans>Gender</Trans>
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {GENDER_CHOICES.map((gender, index) => (
          <label
            key={gender}
            className={
              'relative flex min-h-12 cursor-pointer items-center justify-center rounded-xl border ' +
              'font-medium text-sm transition-colors has-focus-visible:outline-3 ' +
              'has-focus-visible:outline-focus has-focus-visible:outline-offset-2 ' +
              (value === gender
                ? 'border-primary bg-primary-soft text-primary-strong'
                : 'border-line bg-white text-ink hover:border-ink-muted/50')
            }
          >
            <input
              type="radio"
              name="gender"
              // The first choice takes focus when the form points at a missing gender.
              id={index === 0 ? id : undefined}
              value={gender}
              checked={value === gender}
              onChange={() => onChange(gender)}
              className="sr-only"
            />
            {i18n._(GENDER_LABELS[gender])}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error ?? null} />
    </fieldset>
  );
}
