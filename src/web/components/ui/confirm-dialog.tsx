import { AlertDialog } from 'radix-ui';
import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import { LineIcon } from './line-icon';
import { modalContentStyles, modalOverlayStyles } from './modal-styles';
import { useReturnFocus } from './return-focus';
import { Spinner } from './spinner';

interface ConfirmDialogProps {
  open: boolean;
  /** Not called while `busy`: the dialog stays until the answer is in. */
  onOpenChange(open: boolean): void;
  /** The button that opens the dialog, when it is not opened from outside. */
  trigger?: ReactNode;
  /** A warning drawing (24px line paths), shown in a red badge above a larger title. */
  icon?: ReactNode;
  title: ReactNode;
  /** The question (in a ConfirmDescription) and what goes with it. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: ReactNode;
  /** Danger for what cannot be undone; primary for a decision that builds. */
  tone?: 'danger' | 'primary';
  /** The confirmation is being carried out: both buttons wait, the confirm button spins. */
  busy: boolean;
  /** Not ready to confirm yet (a preview loading, a word to type). */
  confirmDisabled?: boolean;
  onConfirm(): void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A question asked before something is done: what will happen, and two answers, Cancel first on
 * phones' reach. Its contents are a form, so Enter in a field inside confirms.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  icon,
  title,
  children,
  cancelLabel,
  confirmLabel,
  tone = 'danger',
  busy,
  confirmDisabled = false,
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus({ onCloseAutoFocus });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy && !confirmDisabled) onConfirm();
  }

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={modalOverlayStyles} />
        <AlertDialog.Content className={modalContentStyles} {...returnFocus}>
          {icon ? (
            <div className="flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
              <LineIcon strokeWidth={2}>{icon}</LineIcon>
            </div>
          ) : null}
          <AlertDialog.Title
            className={`font-bold text-ink tracking-tight ${icon ? 'mt-4 text-2xl' : 'text-xl'}`}
          >
            {title}
          </AlertDialog.Title>
          <form onSubmit={submit} noValidate>
            {children}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" size="lg" disabled={busy}>
                  {cancelLabel}
                </Button>
              </AlertDialog.Cancel>
              <Button
                type="submit"
                variant={tone}
                size="lg"
                disabled={busy || confirmDisabled}
                aria-busy={busy || undefined}
              >
                {busy ? <Spinner /> : null}
                {confirmLabel}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The dialog's question, read out with its title. */
export const ConfirmDescription = AlertDialog.Description;
