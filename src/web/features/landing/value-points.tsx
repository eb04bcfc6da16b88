import type { ReactNode } from 'react';

interface ValuePoint {
  title: string;
  body: string;
  icon: ReactNode;
}

/** Line icons share one stroke style; decorative, since each sits beside its heading. */
function ValueIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-6"
    >
      {children}
    </svg>
  );
}

const points: ValuePoint[] = [
  {
    title: 'Drivers you can trust',
    body: 'Every driver uploads their National ID and our agents check it before they can offer a seat. Riders and drivers rate each other after every trip.',
    icon: (
      <ValueIcon>
        <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
        <path d="M9 12l2 2 4-4" />
      </ValueIcon>
    ),
  },
  {
    title: 'Pay per seat with M-Pesa',
    body: 'Top up tokens with an M-Pesa prompt on your phone; 1 token is KSh 1. Your seat is paid when you book, and refunded in full if you cancel before departure.',
    icon: (
      <ValueIcon>
        <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
        <path d="M10 18.5h4" />
        <path d="M12 7v6M14 8.5h-3a1.25 1.25 0 0 0 0 2.5h2a1.25 1.25 0 0 1 0 2.5h-3" />
      </ValueIcon>
    ),
  },
  {
    title: 'Spend less on the commute',
    body: 'Share the fuel cost instead of paying a full ride-hailing fare or driving alone, and get a seat of your own instead of a squeeze. Drivers set the price per seat, so you know it before you book.',
    icon: (
      <ValueIcon>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v10M8.5 13.5L12 17l3.5-3.5" />
      </ValueIcon>
    ),
  },
];

export function ValuePoints() {
  return (
    <section id="why-pamoja" aria-labelledby="why-pamoja-title" className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <h2
          id="why-pamoja-title"
          className="max-w-2xl font-bold text-2xl text-ink tracking-tight sm:text-3xl"
        >
          Why commuters choose Pamoja
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {points.map((point) => (
            <li key={point.title} className="rounded-2xl border border-line bg-surface p-6">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-strong">
                {point.icon}
              </span>
              <h3 className="mt-4 font-semibold text-ink text-lg">{point.title}</h3>
              <p className="mt-2 text-ink-muted leading-relaxed">{point.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
