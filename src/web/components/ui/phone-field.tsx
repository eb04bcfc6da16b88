import { useId } from 'react';
import { formatKenyanPhone } from '../../lib/format-phone';
import { inputStyles } from './input';

/**
 * The signed-in person's registered number, where M-Pesa money goes from or to: it can only be
 * that line, so it is shown read-only, with a lock.
 */
export function PhoneField({
  phoneNumber,
  label,
  hint,
  placeholder,
}: {
  phoneNumber: string | null;
  label: string;
  /** Why it is this number. */
  hint: string;
  /** Shown when no number is registered. */
  placeholder: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
      </label>
      <div className="relative mt-2">
        <input
          id={id}
          type="tel"
          readOnly
          value={phoneNumber ? formatKenyanPhone(phoneNumber) : ''}
          placeholder={placeholder}
          aria-describedby={`${id}-hint`}
          className={`${inputStyles} cursor-default bg-surface pr-11 tabular-nums hover:border-line focus-visible:border-line`}
        />
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-muted"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 9V6.5a4 4 0 0 1 8 0V9M4.5 9h11v8h-11z" />
        </svg>
      </div>
      <p id={`${id}-hint`} className="mt-2 text-ink-muted text-sm">
        {hint}
      </p>
    </div>
  );
}
