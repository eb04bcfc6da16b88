import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button, buttonStyles } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { ACCEPT, formatFileSize } from './document-rules';
import {
  type DocumentUpload,
  UPLOAD_STEPS,
  type UploadState,
  type UploadStep,
} from './document-upload';
import { FileUploadDialog } from './file-upload-dialog';
import { UploadProgress } from './upload-progress';
import { useObjectUrl } from './use-document-upload';

interface IdPhotoUploaderProps {
  state: UploadState;
  upload: DocumentUpload;
  /** 'Upload a new photo' after a rejection. */
  title: string;
}

const isStep = (phase: UploadState['phase']): phase is UploadStep =>
  (UPLOAD_STEPS as readonly string[]).includes(phase);

/** Picks the National ID photo (camera or file), shows it, and sends it. */
export function IdPhotoUploader({ state, upload, title }: IdPhotoUploaderProps) {
  const { t } = useLingui();
  const [dialogOpen, setDialogOpen] = useState(false);
  const cameraRef = useRef<HTMLInputElement>(null);
  const file = state.phase === 'empty' ? null : state.file;
  const previewUrl = useObjectUrl(file);

  return (
    <Card>
      <h2 className="font-semibold text-ink text-lg">{title}</h2>
      <input
        ref={cameraRef}
        type="file"
        accept={ACCEPT}
        capture="environment"
        hidden
        data-testid="document-camera-input"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          void upload.choose(files);
        }}
      />
      <FileUploadDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onFiles={(files) => upload.choose(files)}
      />

      {state.phase === 'empty' ? (
        <>
          <p className="mt-1 text-ink-muted text-sm">
            <Trans>
              The front of your card, with all four corners in the picture and the writing sharp.
              PNG, JPG or SVG, up to 5 MB.
            </Trans>
          </p>
          {state.problem ? (
            <Notice
              role="alert"
              tone="danger"
              icon={cross}
              title={state.problem.title}
              className="mt-4"
            >
              {state.problem.description}
            </Notice>
          ) : null}
          <div className="mt-5 grid grid-cols-2 gap-3">
            <PickButton
              label={t`Take a photo`}
              hint={t`Use your camera`}
              onClick={() => cameraRef.current?.click()}
            >
              <path d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" />
            </PickButton>
            <PickButton
              label={t`Upload a file`}
              hint={t`From your phone or computer`}
              onClick={() => setDialogOpen(true)}
            >
              <path d="M12 15V4M7.5 8.5L12 4l4.5 4.5M5 14v4a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-4" />
            </PickButton>
          </div>
        </>
      ) : (
        <ChosenPhoto
          state={state}
          previewUrl={previewUrl}
          onStart={() => void upload.start()}
          onClear={() => upload.clear()}
        />
      )}
    </Card>
  );
}

function ChosenPhoto({
  state,
  previewUrl,
  onStart,
  onClear,
}: {
  state: Exclude<UploadState, { phase: 'empty' }>;
  previewUrl: string | null;
  onStart(): void;
  onClear(): void;
}) {
  const { t } = useLingui();
  const busy = isStep(state.phase) || state.phase === 'done';
  const retryRef = useRef<HTMLButtonElement>(null);

  // The Upload button the person pressed is gone; give the keyboard the way on.
  useEffect(() => {
    if (state.phase === 'failed') retryRef.current?.focus();
  }, [state.phase]);

  return (
    <div className="mt-4">
      <figure>
        <div className="flex aspect-[16/10] max-h-64 w-full items-center justify-center overflow-hidden rounded-xl border border-line bg-surface">
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={t`Preview of your National ID`}
              className={`size-full object-contain ${busy ? 'opacity-80' : ''}`}
            />
          ) : (
            <Spinner className="size-6 text-ink-muted" />
          )}
        </div>
        <figcaption className="mt-2 flex items-center justify-between gap-3 text-ink-muted text-sm">
          <span className="min-w-0 truncate">{state.file.name}</span>
          <span className="shrink-0 tabular-nums">{formatFileSize(state.file.size)}</span>
        </figcaption>
      </figure>

      <div aria-live="polite">
        {isStep(state.phase) ? <UploadProgress step={state.phase} /> : null}
      </div>

      {state.phase === 'failed' ? (
        <Notice
          role="alert"
          tone="danger"
          icon={cross}
          title={state.problem.title}
          className="mt-4"
        >
          {state.problem.description}
        </Notice>
      ) : null}

      {state.phase === 'chosen' ? (
        <p className="mt-3 text-ink-muted text-sm">
          <Trans>Check that the writing on the card is sharp before you send it.</Trans>
        </p>
      ) : null}

      {state.phase === 'chosen' || state.phase === 'failed' ? (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <button
            ref={retryRef}
            type="button"
            className={buttonStyles({ size: 'lg', className: 'sm:flex-1' })}
            onClick={onStart}
          >
            {state.phase === 'failed' ? t`Try again` : t`Upload photo`}
          </button>
          <Button variant="secondary" size="lg" className="sm:flex-1" onClick={onClear}>
            <Trans>Choose another photo</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function PickButton({
  label,
  hint,
  onClick,
  children,
}: {
  label: string;
  hint: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex flex-col items-center gap-2 rounded-2xl border border-line bg-white px-3 py-5 text-center transition-colors hover:border-primary hover:bg-primary-soft/40"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
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
          {children}
        </svg>
      </span>
      <span className="font-semibold text-ink">{label}</span>
      <span className="-mt-1.5 text-ink-muted text-xs">{hint}</span>
    </button>
  );
}

const cross = (
  <svg
    aria-hidden="true"
    viewBox="0 0 20 20"
    className="size-4"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.4"
    strokeLinecap="round"
  >
    <path d="M6.5 6.5l7 7M13.5 6.5l-7 7" />
  </svg>
);
