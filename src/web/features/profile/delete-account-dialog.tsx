import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AccountDeletionPreview } from '../../../shared/schemas/auth';
import { ConfirmDescription, ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Cross } from '../../components/ui/glyphs';
import { FieldError, Input } from '../../components/ui/input';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { apiRequest } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { getJson } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';
import { WithdrawBalanceOffer } from '../payouts';
import { accountLosses, DELETE_CONFIRMATION_WORD, isDeletionConfirmed } from './profile-format';

interface DeleteAccountDialogProps {
  open: boolean;
  /** Where a withdrawal of the balance would go. */
  phoneNumber: string | null;
  onOpenChange(open: boolean): void;
  /** The server has deleted the account and ended the session. */
  onDeleted(): void;
}

/**
 * The deliberate way out: first the balance offered back to M-Pesa and what will be lost (from
 * the server's preview), then typing DELETE, then the deletion itself.
 */
export function DeleteAccountDialog({
  open,
  phoneNumber,
  onOpenChange,
  onDeleted,
}: DeleteAccountDialogProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const preview = useQuery({
    queryKey: queryKeys.accountDeletionPreview,
    queryFn: getJson<AccountDeletionPreview>('/api/Auth/DeleteAccountPreview'),
    enabled: open,
    // What the account holds changes; every opening asks again.
    staleTime: 0,
    gcTime: 0,
  });
  const ready = preview.isSuccess && isDeletionConfirmed(typed);
  const word = DELETE_CONFIRMATION_WORD;

  function changeOpen(next: boolean) {
    if (!next) {
      setTyped('');
      setError(null);
    }
    onOpenChange(next);
  }

  async function confirm() {
    setDeleting(true);
    setError(null);
    try {
      await apiRequest('GET', '/api/Auth/DeleteAccountDetails');
    } catch (failure) {
      setDeleting(false);
      setError(
        failure instanceof ApiError && failure.status !== 0 && failure.status < 500
          ? failure.message
          : t`Your account could not be deleted. Please try again.`,
      );
      return;
    }
    setDeleting(false);
    setTyped('');
    onDeleted();
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={changeOpen}
      icon={<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />}
      title={t`Delete your account?`}
      cancelLabel={t`Keep my account`}
      confirmLabel={t`Delete my account`}
      busy={deleting}
      confirmDisabled={!ready}
      onConfirm={() => void confirm()}
    >
      <ConfirmDescription className="mt-1.5 text-ink-muted">
        <Trans>This cannot be undone. Deleting your Pamoja account means:</Trans>
      </ConfirmDescription>

      <div className="mt-4" aria-live="polite" aria-busy={preview.isPending}>
        {preview.isPending ? (
          <Loading label={t`Checking what your account holds…`} className="grid gap-2">
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-3/4" />
          </Loading>
        ) : preview.isError ? (
          <LoadFailed
            inline
            title={t`We couldn't check what your account holds, so it can't be deleted yet.`}
            onRetry={() => void preview.refetch()}
          />
        ) : (
          <>
            <WithdrawBalanceOffer
              balance={preview.data.accountBalance}
              phoneNumber={phoneNumber}
              onWithdrawn={() => void preview.refetch()}
            />
            <ul className="mt-4 grid gap-2.5">
              {accountLosses(preview.data).map((loss) => (
                <li key={loss} className="flex items-start gap-2.5 text-ink">
                  <Cross className="mt-1 size-4 shrink-0 text-danger" />
                  <span>{loss}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <div className="mt-6">
        <label htmlFor={inputId} className="mb-2 block font-medium text-ink text-sm">
          <Trans>
            Type <span className="font-mono font-bold">{word}</span> to confirm
          </Trans>
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
    </ConfirmDialog>
  );
}
