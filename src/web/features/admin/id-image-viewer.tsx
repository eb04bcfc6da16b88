import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import {
  iconButtonStyles,
  modalContentStyles,
  modalOverlayStyles,
} from '../../components/ui/modal-styles';
import { useReturnFocus } from '../../components/ui/return-focus';
import type { ReviewDocument } from './admin-api';
import { personName } from './use-review-decision';

const viewerStyles = modalContentStyles.replace('max-w-md', 'max-w-4xl');

/** The ID photo as large as the screen allows, beside the details it must match. */
export function IdImageViewer({
  document,
  open,
  onOpenChange,
}: {
  document: ReviewDocument;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useLingui();
  const returnFocus = useReturnFocus();
  const name = personName(document);
  const idNumber = document.user.nationalId || t`not given`;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={modalOverlayStyles} />
        <Dialog.Content className={viewerStyles} {...returnFocus}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Dialog.Title className="font-bold text-ink text-xl tracking-tight">
                <Trans>National ID of {name}</Trans>
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-ink-muted text-sm">
                <Trans>
                  Registered with ID number{' '}
                  <span className="font-semibold text-ink tabular-nums">{idNumber}</span>.
                </Trans>
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t`Close`}
              className={`-mt-2 -mr-2 shrink-0 ${iconButtonStyles}`}
            >
              <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4">
                <path
                  d="M4 4l8 8M12 4l-8 8"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                />
              </svg>
            </Dialog.Close>
          </div>
          <div className="mt-4 flex items-center justify-center rounded-xl bg-ink/5">
            <img
              src={document.imageUrl}
              alt={t`National ID sent by ${name}, full view`}
              className="max-h-[70dvh] w-auto max-w-full object-contain"
            />
          </div>
          <a
            href={document.imageUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary-strong text-sm underline-offset-4 hover:underline"
          >
            <Trans>Open full size in a new tab</Trans>
          </a>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
