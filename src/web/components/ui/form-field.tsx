import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Chevron } from './glyphs';
import { FieldError, inputStyles } from './input';

/**
 * A labelled form field with its hint and its error line. `children` is the control, which
 * should carry `id`, and `aria-describedby={describedBy(id, hint, error)}`.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
  className = '',
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink text-sm">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-ink-muted text-xs">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error ?? null} />
    </div>
  );
}

/** The ids a field's control points at: its hint and, when there is one, its error. */
export function describedBy(id: string, hint: unknown, error: string | null | undefined) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * A native select in the text field's look: native keeps the phone's own picker. With no choice
 * made (value '') its placeholder option reads muted, like a text field's placeholder.
 */
export function SelectBox({
  className = '',
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="relative">
      <select
        className={`${inputStyles} appearance-none pr-10 [&>option]:text-ink ${
          props.value === '' ? 'text-ink-muted' : ''
        } ${className}`.trim()}
        {...props}
      >
        {children}
      </select>
      <Chevron className="pointer-events-none absolute inset-y-0 right-3.5 my-auto size-4 rotate-90 text-ink-muted" />
    </div>
  );
}
