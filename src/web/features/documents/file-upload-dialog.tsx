import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  iconButtonStyles,
  modalContentStyles,
  modalOverlayStyles,
} from '../../components/ui/modal-styles';
import { useReturnFocus } from '../../components/ui/return-focus';
import { Spinner } from '../../components/ui/spinner';
import type { FileCheck, Problem } from './document-rules';
import { ACCEPT } from './document-rules';

interface FileUploadDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Checks the picked or dropped files; the dialog closes when they are accepted. */
  onFiles(files: File[]): Promise<FileCheck | null>;
}

/**
 * The file-upload dialog: a drop zone for a computer, a Choose file button for everyone. One
 * file at most; a refused one is explained here, where the person is looking.
 */
export function FileUploadDialog({ open, onOpenChange, onFiles }: FileUploadDialogProps) {
  const { t } = useLingui();
  const returnFocus = useReturnFocus();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const problemId = useId();
  const hintId = useId();

  function changeOpen(next: boolean) {
    if (!next) {
      setProblem(null);
      setDragging(false);
    }
    onOpenChange(next);
  }

  async function take(files: File[]) {
    if (files.length === 0) return;
    setChecking(true);
    const check = await onFiles(files);
    setChecking(false);
    if (check?.ok) changeOpen(false);
    else if (check) setProblem(check.problem);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void take(Array.from(event.dataTransfer.files));
  }

  function over(event: DragEvent) {
    // Without this the browser would open a dropped file in place of the app.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    if (!dragging) setDragging(true);
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={modalOverlayStyles} />
        <Dialog.Content
          className={modalContentStyles}
          {...returnFocus}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => event.preventDefault()}
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="font-bold text-ink text-xl tracking-tight">
                <Trans>Upload your National ID</Trans>
              </Dialog.Title>
              <Dialog.Description id={hintId} className="mt-1 text-ink-muted text-sm">
                <Trans>One photo of the front of the card. PNG, JPG or SVG, up to 5 MB.</Trans>
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

          {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the button below does the same */}
          <div
            data-testid="drop-zone"
            onDragEnter={over}
            onDragOver={over}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                setDragging(false);
              }
            }}
            onDrop={drop}
            className={`mt-5 flex flex-col items-center rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors ${
              dragging ? 'border-primary bg-primary-soft' : 'border-line bg-surface'
            } ${problem ? 'border-danger/60' : ''}`}
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-white text-primary shadow-sm">
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M12 15V4M7.5 8.5L12 4l4.5 4.5M5 14v4a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-4" />
              </svg>
            </span>
            <p className="mt-3 hidden font-medium text-ink sm:block">
              {dragging ? t`Drop the photo to use it` : t`Drag and drop your photo here`}
            </p>
            <p className="mt-0.5 hidden text-ink-muted text-sm sm:block">
              <Trans>or</Trans>
            </p>
            <Button
              className="mt-3"
              onClick={() => inputRef.current?.click()}
              disabled={checking}
              aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
            >
              {checking ? <Spinner /> : null}
              <Trans>Choose file</Trans>
            </Button>
            <input
              ref={inputRef}
              type="file"
              accept={ACCEPT}
              hidden
              data-testid="document-file-input"
              onChange={(event) => {
                const files = Array.from(event.currentTarget.files ?? []);
                // The same file picked again after a refusal must fire a change again.
                event.currentTarget.value = '';
                void take(files);
              }}
            />
          </div>

          {problem ? (
            <div
              id={problemId}
              role="alert"
              className="mt-4 rounded-xl border border-danger/30 bg-danger-soft p-3 text-sm"
            >
              <p className="font-semibold text-danger">{problem.title}</p>
              <p className="mt-0.5 text-ink">{problem.description}</p>
            </div>
          ) : null}

          <p className="mt-4 text-ink-muted text-xs">
            <Trans>
              Max 1 file. Make sure all four corners of the card are in the picture and the writing
              is sharp.
            </Trans>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
