import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { ConfirmDescription, ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FieldError, inputStyles } from '../../components/ui/input';
import { ApiError } from '../../lib/api-error';
import { toast } from '../../lib/toast-store';
import { NOTE_MAX, noteProblem } from './safety-rules';

/**
 * An agent's closing decision with a note of what was done (an incident's resolution, a
 * dispute's outcome): the note is checked as the server checks it, and a refusal stays in the
 * dialog. `extra` holds more fields (the dispute's outcome) above the note.
 */
export function NoteDialog({
  open,
  onOpenChange,
  title,
  description,
  noteLabel,
  confirmLabel,
  done,
  refresh,
  send,
  extra,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  noteLabel: string;
  confirmLabel: string;
  /** The toast once saved. */
  done: { title: string; description: string };
  /** The lists to read again afterwards. */
  refresh: readonly (readonly unknown[])[];
  send(note: string): Promise<unknown>;
  extra?: ReactNode;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const id = useId();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => send(note.trim()),
    onSuccess: () => {
      toast(done);
      onOpenChange(false);
      setNote('');
    },
    onError: (error) =>
      setProblem(
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? error.message
          : t`Not saved. Check your connection and try again.`,
      ),
    onSettled: () => {
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
    },
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setProblem(null);
      }}
      title={title}
      cancelLabel={t`Cancel`}
      confirmLabel={confirmLabel}
      tone="primary"
      busy={save.isPending}
      onConfirm={() => {
        const wrong = noteProblem(note);
        setProblem(wrong);
        if (!wrong) save.mutate();
      }}
    >
      <ConfirmDescription className="mt-1.5 text-ink-muted">{description}</ConfirmDescription>
      {extra}
      <label htmlFor={id} className="mt-4 mb-1.5 block font-medium text-ink text-sm">
        {noteLabel}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className={`${inputStyles} py-3`}
      />
      <FieldError id={`${id}-error`} message={problem} />
    </ConfirmDialog>
  );
}
