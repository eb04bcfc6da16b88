import { AlertDialog } from 'radix-ui';
import { buttonStyles } from '../../components/ui/button';
import { modalContentStyles, modalOverlayStyles } from '../../components/ui/modal-styles';
import { Spinner } from '../../components/ui/spinner';
import { formatKenyanPhone } from '../auth/format-phone';
import type { ReviewDocument } from './admin-api';
import { personName, useReviewDecision } from './use-review-decision';

interface ApproveDialogProps {
  document: ReviewDocument;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDecided(): void;
}

/** Approving makes the person a Verified Driver: asked once more, with who it is. */
export function ApproveDialog({ document, open, onOpenChange, onDecided }: ApproveDialogProps) {
  const { decide, deciding, errorMessage, reset } = useReviewDecision(document, onDecided);
  const name = personName(document);

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (deciding) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={modalOverlayStyles} />
        <AlertDialog.Content className={modalContentStyles}>
          <AlertDialog.Title className="font-bold text-ink text-xl tracking-tight">
            Approve this National ID?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-1.5 text-ink-muted">
            {name} becomes a Verified Driver and can schedule rides. They get an SMS saying so.
          </AlertDialog.Description>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-surface p-4 text-sm">
            <dt className="text-ink-muted">Name</dt>
            <dd className="font-medium text-ink">{document.user.fullName || '—'}</dd>
            <dt className="text-ink-muted">National ID</dt>
            <dd className="font-medium text-ink tabular-nums">{document.user.nationalId || '—'}</dd>
            <dt className="text-ink-muted">Phone</dt>
            <dd className="font-medium text-ink tabular-nums">
              {formatKenyanPhone(document.user.phoneNumber)}
            </dd>
          </dl>
          {errorMessage ? (
            <p role="alert" className="mt-4 rounded-xl bg-danger-soft p-3 text-danger text-sm">
              {errorMessage}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel
              className={buttonStyles({ variant: 'secondary', size: 'lg' })}
              disabled={deciding}
            >
              Cancel
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonStyles({ size: 'lg' })}
              disabled={deciding}
              onClick={() => decide({ approve: true })}
            >
              {deciding ? <Spinner /> : null}
              {deciding ? 'Approving…' : 'Approve'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
