/** The Pamoja mark: two stops joined by one shared route. */
export function BrandLogo({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9.5 22.5c0-7 13-6 13-13"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="9.5" cy="22.5" r="3.4" className="fill-accent" />
      <circle cx="22.5" cy="9.5" r="3.4" fill="#fff" />
    </svg>
  );
}
