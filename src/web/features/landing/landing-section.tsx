import type { ReactNode } from 'react';

const tones = {
  white: 'bg-white',
  surface: 'bg-surface',
  green: 'bg-primary-soft',
} as const;

interface LandingSectionProps {
  /** The anchor (`/#id`) and the base of the heading's id. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  tone?: keyof typeof tones;
  children: ReactNode;
}

/** One landing page section: an anchor target with a labelled heading, on a full-width band. */
export function LandingSection({
  id,
  eyebrow,
  title,
  intro,
  tone = 'white',
  children,
}: LandingSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-16 focus:outline-none ${tones[tone]}`}
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <p className="font-semibold text-primary text-sm uppercase tracking-wider">{eyebrow}</p>
        <h2
          id={`${id}-title`}
          className="mt-2 max-w-2xl text-balance font-bold text-2xl text-ink tracking-tight sm:text-3xl"
        >
          {title}
        </h2>
        {intro ? (
          <p className="mt-3 max-w-2xl text-ink-muted text-lg leading-relaxed">{intro}</p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
