import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { MAX_REASON_LENGTH, REJECTION_REASONS } from '../../../shared/rules/documents';
import { Button, buttonStyles } from '../../components/ui/button';
import { FieldError, inputStyles } from '../../components/ui/input';
import { modalContentStyles, modalOverlayStyles } from '../../components/ui/modal-styles';
import { useReturnFocus } from '../../components/ui/return-focus';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentWords } from '../documents';
import type { ReviewDocument } from './admin-api';
import { cleanReason, reasonProblem } from './review-rules';
import { personName, useReviewDecision } from './use-review-decision';

const OTHER = 'other';

interface RejectDialogProps {
  document: ReviewDocument;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDecided(): void;
}

/** Rejecting needs a reason the person will read (and get by SMS): one from the list, or typed. */
export function RejectDialog({ document, open, onOpenChange, onDecided }: RejectDialogProps) {
  const { t } = useLingui();
  const words = useDocumentWords();
  const returnFocus = useReturnFocus();
  const { decide, deciding, errorMessage, reset } = useReviewDecision(document, onDecided);
  const [choice, setChoice] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const typedRef = useRef<HTMLTextAreaElement>(null);
  const ids = { legend: useId(), typed: useId(), problem: useId(), count: useId() };
  const name = personName(document);

  function changeOpen(next: boolean) {
    if (deciding) return;
    if (!next) {
      setChoice(null);
      setTyped('');
      setProblem(null);
      reset();
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (deciding) return;
    if (choice === null) {
      setProblem(t`Choose a reason, or write your own.`);
      return;
    }
    const reason = choice === OTHER ? cleanReason(typed) : choice;
    const wrong = reasonProblem(reason);
    if (wrong) {
      setProblem(wrong);
      typedRef.current?.focus();
      return;
    }
    setProblem(null);
    decide({ approve: false, reason });
  }

  const typedInvalid = choice === OTHER && problem !== null;

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={modalOverlayStyles} />
        <Dialog.Content className={modalContentStyles} {...returnFocus}>
          <Dialog.Title className="font-bold text-ink text-xl tracking-tight">
            <Trans>Reject this National ID?</Trans>
          </Dialog.Title>
          <Dialog.Description className="mt-1.5 text-ink-muted">
            <Trans>
              {name} sees the reason in the app and gets it by SMS, then can upload a new photo.
            </Trans>
          </Dialog.Description>

          <form onSubmit={submit} noValidate className="mt-5">
            <fieldset aria-describedby={problem && choice !== OTHER ? ids.problem : undefined}>
              <legend id={ids.legend} className="mb-2 font-medium text-ink text-sm">
                <Trans>Reason</Trans>
              </legend>
              <div className="grid gap-2">
                {[...REJECTION_REASONS, OTHER].map((reason) => (
                  <label
                    key={reason}
                    className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border border-line px-3 py-3 text-sm transition-colors hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
                  >
                    <input
                      type="radio"
                      name="reason"
                      value={reason}
                      checked={choice === reason}
                      disabled={deciding}
                      onChange={() => {
                        setChoice(reason);
                        setProblem(null);
                        if (reason === OTHER)
                          requestAnimationFrame(() => typedRef.current?.focus());
                      }}
                      className="mt-0.5 size-4 shrink-0 accent-primary"
                    />
                    <span className="text-ink">
                      {reason === OTHER
                        ? t`Another reason (write it below)`
                        : words.rejectionReason(reason)}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>

            {choice === OTHER ? (
              <div className="mt-3">
                <label htmlFor={ids.typed} className="mb-1.5 block font-medium text-ink text-sm">
                  <Trans>Your reason</Trans>
                </label>
                <textarea
                  ref={typedRef}
                  id={ids.typed}
                  value={typed}
                  maxLength={MAX_REASON_LENGTH}
                  rows={3}
                  disabled={deciding}
                  aria-invalid={typedInvalid || undefined}
                  aria-describedby={`${ids.count}${typedInvalid ? ` ${ids.problem}` : ''}`}
                  onChange={(event) => {
                    setTyped(event.target.value);
                    if (problem) setProblem(null);
                  }}
                  className={`${inputStyles} py-3`}
                  placeholder={t`e.g. The photo is of the back of the card.`}
                />
                <p id={ids.count} className="mt-1 text-right text-ink-muted text-xs tabular-nums">
                  {cleanReason(typed).length}/{MAX_REASON_LENGTH}
                </p>
              </div>
            ) : null}

            <FieldError id={ids.problem} message={problem} />
            {errorMessage ? (
              <p role="alert" className="mt-4 rounded-xl bg-danger-soft p-3 text-danger text-sm">
                {errorMessage}
              </p>
            ) : null}

            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close
                type="button"
                className={buttonStyles({ variant: 'secondary', size: 'lg' })}
                disabled={deciding}
              >
                <Trans>Cancel</Trans>
              </Dialog.Close>
              <Button type="submit" variant="danger" size="lg" disabled={deciding}>
                {deciding ? <Spinner /> : null}
                {deciding ? t`Rejecting…` : t`Reject document`}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
