/** A grey shape standing in for content that is still loading; hidden from screen readers. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`motion-safe:animate-pulse rounded-lg bg-line/70 ${className}`}
    />
  );
}
