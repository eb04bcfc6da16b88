import { useQuery } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import type { AccountDeletionPreview } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { FieldError, Input } from '../../components/ui/input';
import { modalContentStyles, modalOverlayStyles } from '../../components/ui/modal-styles';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { apiRequest } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { accountLosses, DELETE_CONFIRMATION_WORD, isDeletionConfirmed } from './profile-format';

const dangerButtonStyles =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-danger px-6 font-semibold ' +
  'text-base text-white shadow-sm transition-colors hover:bg-danger/90 ' +
  'disabled:pointer-events-none disabled:opacity-50';

const DELETE_FAILED = 'Your account could not be deleted. Please try again.';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The server has deleted the account and ended the session. */
  onDeleted(): void;
}

/**
 * The deliberate way out: first what will be lost (from the server's preview), then typing
 * DELETE, then the deletion itself.
 */
export function DeleteAccountDialog({ open, onOpenChange, onDeleted }: DeleteAccountDialogProps) {
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const preview = useQuery<AccountDeletionPreview>({
    queryKey: ['/api/Auth/DeleteAccountPreview'],
    enabled: open,
    // What the account holds changes; every opening asks again.
    staleTime: 0,
    gcTime: 0,
  });
  const ready = preview.isSuccess && isDeletionConfirmed(typed) && !deleting;

  function changeOpen(next: boolean) {
    if (deleting) return;
    if (!next) {
      setTyped('');
      setError(null);
    }
    onOpenChange(next);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setDeleting(true);
    setError(null);
    try {
      await apiRequest('GET', '/api/Auth/DeleteAccountDetails', undefined, { versioned: true });
    } catch (failure) {
      setDeleting(false);
      setError(
        failure instanceof ApiError && failure.status !== 0 && failure.status < 500
          ? failure.message
          : DELETE_FAILED,
      );
      return;
    }
    setDeleting(false);
    setTyped('');
    onDeleted();
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={changeOpen}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={modalOverlayStyles} />
        <AlertDialog.Content className={modalContentStyles}>
          <div className="flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
            </svg>
          </div>
          <AlertDialog.Title className="mt-4 font-bold text-2xl text-ink tracking-tight">
            Delete your account?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-1.5 text-ink-muted">
            This cannot be undone. Deleting your Pamoja account means:
          </AlertDialog.Description>

          <div className="mt-4" aria-live="polite" aria-busy={preview.isPending}>
            {preview.isPending ? (
              <div className="grid gap-2" role="status">
                <span className="sr-only">Checking what your account holds…</span>
                <Skeleton className="h-4 w-5/6" />
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-3/4" />
              </div>
            ) : preview.isError ? (
              <div className="rounded-xl bg-danger-soft p-4 text-danger text-sm">
                <p>We couldn't check what your account holds, so it can't be deleted yet.</p>
                <Button variant="secondary" className="mt-3" onClick={() => void preview.refetch()}>
                  Try again
                </Button>
              </div>
            ) : (
              <ul className="grid gap-2.5">
                {accountLosses(preview.data).map((loss) => (
                  <li key={loss} className="flex items-start gap-2.5 text-ink">
                    <svg
                      viewBox="0 0 16 16"
                      aria-hidden="true"
                      className="mt-1 size-4 shrink-0 text-danger"
                    >
                      <path
                        d="M4 4l8 8M12 4l-8 8"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                      />
                    </svg>
                    <span>{loss}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>

          <form onSubmit={confirm} noValidate className="mt-6 grid gap-4">
            <div>
              <label htmlFor={inputId} className="mb-2 block font-medium text-ink text-sm">
                Type <span className="font-mono font-bold">{DELETE_CONFIRMATION_WORD}</span> to
                confirm
              </label>
              <Input
                id={inputId}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              <FieldError id={errorId} message={error} />
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" size="lg" disabled={deleting}>
                  Keep my account
                </Button>
              </AlertDialog.Cancel>
              <button
                type="submit"
                disabled={!ready}
                aria-busy={deleting || undefined}
                className={dangerButtonStyles}
              >
                {deleting ? <Spinner /> : null}
                Delete my account
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
