import type { ReactNode } from 'react';
import { Card } from './card';

/**
 * A card that stands in for a screen's content and says why, centred: a drawing, a heading, a
 * line of explanation and the way forward (sign in, get access, add the first item).
 */
export function PromptCard({
  icon,
  title,
  text,
  action,
  className = '',
}: {
  /** The drawing above the heading (`mx-auto`, about 48px); decorative. */
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={`text-center ${className}`}>
      {icon}
      <h2 className="mt-3 font-semibold text-ink text-lg">{title}</h2>
      <p className="mx-auto mt-1 max-w-sm text-ink-muted">{text}</p>
      {action ? <div className="mt-5">{action}</div> : null}
    </Card>
  );
}

/** The round badge drawings of PromptCard: a 48px circle with a line drawing in it. */
export function PromptIcon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="mx-auto size-12">
      <circle cx="24" cy="24" r="24" className="fill-primary-soft" />
      <g
        fill="none"
        className="stroke-primary"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </g>
    </svg>
  );
}
