import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/input';
import { LineIcon } from '../../components/ui/line-icon';
import { Spinner } from '../../components/ui/spinner';
import { checkPhotoFile, PHOTO_ACCEPT } from './photo-rules';
import type { PhotoFile } from './photos-api';

const frames = {
  /** A vehicle: the 3:2 of the photo the server keeps. */
  wide: 'aspect-[3/2] w-36 rounded-xl',
} as const;

/**
 * Choose a photo from the phone (camera or gallery): shows what is there now, checks the pick
 * as the server will, and hands a good one on. `children` adds more actions (Remove).
 */
export function PhotoPicker({
  label,
  imageUrl,
  shape,
  hint,
  busy = false,
  placeholder,
  onPick,
  children,
}: {
  label: string;
  /** The photo to show: the picked one's preview or the saved one's link; null for none. */
  imageUrl: string | null;
  /** No frame: the photo is already shown beside the picker (the profile's avatar). */
  shape: keyof typeof frames | 'none';
  hint?: string;
  busy?: boolean;
  /** Shown in the frame when there is no photo. */
  placeholder?: ReactNode;
  onPick(photo: PhotoFile): void;
  children?: ReactNode;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function picked(files: FileList | null) {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    const check = await checkPhotoFile(file);
    if (!check.ok) {
      setProblem(check.problem);
      return;
    }
    setProblem(null);
    onPick({ file: check.file, contentType: check.contentType });
  }

  const described = [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].join(' ').trim();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 font-medium text-ink text-sm">{label}</legend>
      <div className="flex items-center gap-4">
        {shape === 'none' ? null : (
          <div
            className={`${frames[shape]} flex shrink-0 items-center justify-center overflow-hidden border border-line bg-surface`}
          >
            {imageUrl ? (
              <img src={imageUrl} alt="" className="size-full object-cover" />
            ) : (
              (placeholder ?? (
                <LineIcon className="size-8 text-ink-muted">
                  <path d="M4 7h4l2-3h4l2 3h4v12H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8" />
                </LineIcon>
              ))
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={busy}
            aria-busy={busy || undefined}
            aria-describedby={described || undefined}
            onClick={() => input.current?.click()}
          >
            {busy ? <Spinner /> : null}
            {imageUrl ? <Trans>Change photo</Trans> : <Trans>Add photo</Trans>}
          </Button>
          {children}
          <input
            ref={input}
            type="file"
            accept={PHOTO_ACCEPT}
            aria-label={label}
            className="hidden"
            onChange={(event) => void picked(event.target.files)}
          />
        </div>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-ink-muted text-xs">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={problem} />
    </fieldset>
  );
}
