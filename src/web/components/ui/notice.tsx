import { useLingui } from '@lingui/react/macro';
import type { HTMLAttributes, ReactNode } from 'react';
import { Cross } from './glyphs';

export type NoticeTone = 'progress' | 'success' | 'danger';

const tones: Record<NoticeTone, { box: string; badge: string }> = {
  progress: { box: 'border-accent/60 bg-accent-soft text-ink', badge: 'bg-accent text-ink' },
  success: { box: 'border-primary/30 bg-primary-soft text-ink', badge: 'bg-primary text-white' },
  danger: { box: 'border-danger/30 bg-danger-soft text-ink', badge: 'bg-danger text-white' },
};

interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone: NoticeTone;
  /** A small drawing in a round badge; decorative. */
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons or links, on a row of their own across the whole banner. */
  actions?: ReactNode;
  /** Shows a close button in the corner. */
  onClose?: () => void;
}

/**
 * A banner inside a screen: what is happening now, and what to do about it. Give it the live
 * region role that fits (status for progress and success, alert for a failure).
 */
export function Notice({
  tone,
  icon,
  title,
  children,
  actions,
  onClose,
  className = '',
  ...props
}: NoticeProps) {
  const { t } = useLingui();
  const look = tones[tone];
  return (
    <div className={`relative rounded-xl border p-4 ${look.box} ${className}`.trim()} {...props}>
      <div className="flex gap-3">
        <span
          aria-hidden="true"
          className={`flex size-8 shrink-0 items-center justify-center rounded-full ${look.badge}`}
        >
          {icon}
        </span>
        <div className={`min-w-0 flex-1 ${onClose ? 'pr-8' : ''}`}>
          <p className="font-semibold leading-8">{title}</p>
          {children ? <div className="text-ink-muted text-sm">{children}</div> : null}
        </div>
      </div>
      {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
      {onClose ? (
        <button
          type="button"
          aria-label={t`Close`}
          onClick={onClose}
          className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-white/60 hover:text-ink"
        >
          <Cross className="size-4" strokeWidth={1.8} />
        </button>
      ) : null}
    </div>
  );
}
