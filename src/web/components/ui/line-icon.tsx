import type { ReactNode } from 'react';

/**
 * A 24px line icon drawn in the current text colour. Always decorative: it sits beside words that
 * say the same, or inside a control that has its own name.
 */
export function LineIcon({
  children,
  className = 'size-6',
  strokeWidth = 1.8,
}: {
  children: ReactNode;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}
