import type { ReactNode } from 'react';

/** A list with nothing in it yet: a drawing, what is missing, how it fills, and maybe a way on. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  className = '',
}: {
  /** A PromptIcon drawing; decorative. */
  icon?: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`rounded-2xl border border-line border-dashed bg-white px-5 py-10 text-center ${className}`}
    >
      {icon}
      <p className={`font-semibold text-ink text-lg ${icon ? 'mt-3' : ''}`}>{title}</p>
      <p className="mt-1 text-ink-muted">{text}</p>
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
