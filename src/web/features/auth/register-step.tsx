import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FieldError, Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import {
  canSubmitRegistration,
  emailProblem,
  GENDER_LABELS,
  GENDERS,
  type RegistrationForm,
  registrationProblem,
} from './registration-form';

interface RegisterStepProps {
  form: RegistrationForm;
  onFormChange(form: RegistrationForm): void;
  /** Creates the account; answers the message to show when it could not. */
  onSubmit(): Promise<string | null>;
}

export function RegisterStep({ form, onFormChange, onSubmit }: RegisterStepProps) {
  const { t, i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const ids = { name: useId(), email: useId(), nationalId: useId(), error: useId() };
  const ready = canSubmitRegistration(form);

  function set<K extends keyof RegistrationForm>(key: K, value: RegistrationForm[K]) {
    onFormChange({ ...form, [key]: value });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const problem = registrationProblem(form) ?? emailProblem(form.email);
    if (problem) {
      setError(problem);
      return;
    }
    setSubmitting(true);
    setError(null);
    const failure = await onSubmit();
    setSubmitting(false);
    setError(failure);
  }

  const labelStyles = 'mb-2 block font-medium text-ink text-sm';

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div>
        <label htmlFor={ids.name} className={labelStyles}>
          <Trans>Full name</Trans>
        </label>
        <Input
          id={ids.name}
          autoComplete="name"
          autoCapitalize="words"
          autoFocus
          required
          placeholder={t`e.g. Wanjiku Kamau`}
          value={form.fullName}
          onChange={(event) => set('fullName', event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={ids.email} className={labelStyles}>
          <Trans>
            Email <span className="font-normal text-ink-muted">(optional)</span>
          </Trans>
        </label>
        <Input
          id={ids.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={form.email}
          onChange={(event) => set('email', event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={ids.nationalId} className={labelStyles}>
          <Trans>National ID number</Trans>
        </label>
        <Input
          id={ids.nationalId}
          inputMode="numeric"
          autoComplete="off"
          required
          placeholder={t`e.g. 12345678`}
          value={form.nationalIdNumber}
          onChange={(event) => set('nationalIdNumber', event.target.value)}
        />
      </div>
      <fieldset>
        <legend className={labelStyles}>
          <Trans>Gender</Trans>
        </legend>
        <div className="grid grid-cols-3 gap-2">
          {GENDERS.map((gender) => (
            <label
              key={gender}
              className={
                'relative flex min-h-12 cursor-pointer items-center justify-center rounded-xl border ' +
                'font-medium text-sm transition-colors has-focus-visible:outline-3 ' +
                'has-focus-visible:outline-focus has-focus-visible:outline-offset-2 ' +
                (form.gender === gender
                  ? 'border-primary bg-primary-soft text-primary-strong'
                  : 'border-line bg-white text-ink hover:border-ink-muted/50')
              }
            >
              <input
                type="radio"
                name="gender"
                value={gender}
                checked={form.gender === gender}
                onChange={() => set('gender', gender)}
                className="sr-only"
              />
              {i18n._(GENDER_LABELS[gender])}
            </label>
          ))}
        </div>
      </fieldset>
      <FieldError id={ids.error} message={error} />
      <Button
        type="submit"
        size="lg"
        className="mt-1 w-full"
        disabled={!ready}
        aria-busy={submitting || undefined}
      >
        {submitting ? <Spinner /> : null}
        <Trans>Complete Registration</Trans>
      </Button>
    </form>
  );
}
