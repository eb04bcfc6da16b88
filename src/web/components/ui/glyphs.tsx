// Small decorative marks drawn in the current text colour, for beside words that say the same.

/** The '>' that says a row leads somewhere (or, turned, that it opens). */
export function Chevron({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={className}>
      <path
        d="M8 5l5 5-5 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The 'x' of a failure, a loss, or a close button. */
export function Cross({ className, strokeWidth = 2 }: { className: string; strokeWidth?: number }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className={className}>
      <path
        d="M4 4l8 8M12 4l-8 8"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The tick of a success or a done step. */
export function Tick({
  className,
  strokeWidth = 2.4,
}: {
  className: string;
  strokeWidth?: number;
}) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={className}>
      <path
        d="M5 10.5l3.2 3L15 7"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
