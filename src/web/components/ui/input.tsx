import type { InputHTMLAttributes } from 'react';

/** The text field look, shared by every form; an invalid field says so in colour and to assistive tech. */
export const inputStyles =
  'block min-h-12 w-full rounded-xl border border-line bg-white px-4 text-base text-ink ' +
  'placeholder:text-ink-muted/70 transition-colors hover:border-ink-muted/50 ' +
  'focus-visible:border-primary aria-invalid:border-danger disabled:opacity-60';

export function Input({ className = '', ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={`${inputStyles} ${className}`.trim()} {...props} />;
}

/** A form's error line, announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-2 flex items-start gap-1.5 text-danger text-sm">
      <svg viewBox="0 0 16 16" aria-hidden="true" className="mt-0.5 size-4 shrink-0">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4.5v4.2M8 11.2v.3" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span>{message}</span>
    </p>
  );
}
