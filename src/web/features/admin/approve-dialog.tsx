import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDescription, ConfirmDialog } from '../../components/ui/confirm-dialog';
import { formatKenyanPhone } from '../../lib/format-phone';
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
  const { t } = useLingui();
  const { decide, deciding, errorMessage, reset } = useReviewDecision(document, onDecided);
  const name = personName(document);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={t`Approve this National ID?`}
      cancelLabel={t`Cancel`}
      confirmLabel={deciding ? t`Approving…` : t`Approve`}
      tone="primary"
      busy={deciding}
      onConfirm={() => decide({ approve: true })}
    >
      <ConfirmDescription className="mt-1.5 text-ink-muted">
        <Trans>
          {name} becomes a Verified Driver and can schedule rides. They get an SMS saying so.
        </Trans>
      </ConfirmDescription>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-surface p-4 text-sm">
        <dt className="text-ink-muted">
          <Trans>Name</Trans>
        </dt>
        <dd className="font-medium text-ink">{document.user.fullName || '—'}</dd>
        <dt className="text-ink-muted">
          <Trans>National ID</Trans>
        </dt>
        <dd className="font-medium text-ink tabular-nums">{document.user.nationalId || '—'}</dd>
        <dt className="text-ink-muted">
          <Trans>Phone</Trans>
        </dt>
        <dd className="font-medium text-ink tabular-nums">
          {formatKenyanPhone(document.user.phoneNumber)}
        </dd>
      </dl>
      {errorMessage ? (
        <p role="alert" className="mt-4 rounded-xl bg-danger-soft p-3 text-danger text-sm">
          {errorMessage}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
