import { useId } from 'react';

/**
 * A shared car on the road into the city, drawn inline so the hero needs no image request.
 * Decorative: the headline carries the meaning.
 */
export function HeroIllustration({ className = '' }: { className?: string }) {
  const clipId = useId();

  return (
    <svg viewBox="0 0 400 300" aria-hidden="true" className={className}>
      <clipPath id={clipId}>
        <rect width="400" height="300" rx="28" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect width="400" height="300" className="fill-primary-soft" />
        <circle cx="318" cy="70" r="30" className="fill-accent" />
        {/* Nairobi skyline, with the KICC's round tower and its saucer roof */}
        <g className="fill-primary" opacity="0.22">
          <rect x="92" y="118" width="34" height="92" rx="3" />
          <rect x="132" y="96" width="28" height="114" rx="3" />
          <rect x="214" y="126" width="30" height="84" rx="3" />
          <rect x="250" y="106" width="38" height="104" rx="3" />
          <rect x="294" y="138" width="26" height="72" rx="3" />
        </g>
        <g className="fill-primary" opacity="0.4">
          <rect x="172" y="84" width="30" height="126" rx="12" />
          <ellipse cx="187" cy="82" rx="24" ry="6" />
          <rect x="184" y="60" width="6" height="18" rx="2" />
        </g>
        {/* An acacia on the roadside */}
        <g className="fill-primary-strong">
          <path d="M47 210l1-40-14-18 4-2 12 15 12-16 4 2-13 20-1 39z" />
          <ellipse cx="34" cy="150" rx="26" ry="9" />
          <ellipse cx="62" cy="146" rx="30" ry="10" />
        </g>
        <rect x="0" y="210" width="400" height="62" className="fill-ink" opacity="0.88" />
        <path d="M16 228h368" stroke="#fff" strokeWidth="4" strokeDasharray="22 16" opacity="0.7" />
        <rect x="0" y="272" width="400" height="28" className="fill-primary-soft" />
        {/* The shared car: three passengers and a driver */}
        <g transform="translate(112 158)">
          <path
            d="M6 62c0-14 8-22 22-24l26-4 26-26c5-5 11-7 18-7h54c8 0 15 4 20 10l20 24 18 4c12 3 18 10 18 22v12c0 5-4 9-9 9H15c-5 0-9-4-9-9z"
            className="fill-primary"
          />
          <path d="M62 36l22-21c3-3 7-4 11-4h23v25z" fill="#fff" opacity="0.92" />
          <path d="M126 11h26c5 0 9 2 12 6l15 19h-53z" fill="#fff" opacity="0.92" />
          <circle cx="94" cy="26" r="6.5" className="fill-accent-ink" />
          <circle cx="110" cy="28" r="6" className="fill-primary-strong" />
          <circle cx="140" cy="26" r="6.5" className="fill-ink" />
          <circle cx="160" cy="28" r="6" className="fill-accent-ink" />
          <rect x="118" y="11" width="8" height="25" className="fill-primary" />
          <rect x="206" y="50" width="14" height="6" rx="3" className="fill-accent" />
          <circle cx="62" cy="84" r="17" className="fill-ink" />
          <circle cx="62" cy="84" r="7" fill="#fff" opacity="0.85" />
          <circle cx="180" cy="84" r="17" className="fill-ink" />
          <circle cx="180" cy="84" r="7" fill="#fff" opacity="0.85" />
        </g>
      </g>
    </svg>
  );
}
