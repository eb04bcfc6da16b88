/** A trip's ends, as a place field draws them: a ring where it starts, a pin where it ends. */
export function PlacePin({ end, className }: { end: 'start' | 'destination'; className: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={className}>
      {end === 'destination' ? (
        <path d="M10 18s-5-4.6-5-9a5 5 0 0 1 10 0c0 4.4-5 9-5 9z" fill="currentColor" />
      ) : (
        <circle cx="10" cy="10" r="5" fill="none" stroke="currentColor" strokeWidth="2.4" />
      )}
    </svg>
  );
}
