import { Trans } from '@lingui/react/macro';
import { useOnline } from '../lib/use-online';

/**
 * A strip under the header while there is no network: what is on screen is what the app last
 * saw (My Trips, the next trip's boarding code), so it may be out of date.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="sticky top-16 z-30 flex items-center justify-center gap-2 bg-ink px-4 py-2 text-center text-sm text-white"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M2 8.8a15 15 0 0 1 20 0M5 12.6a10 10 0 0 1 9.3-2.4M8.5 16.4a5 5 0 0 1 4.9-1.3M12 20h.01M3 3l18 18" />
      </svg>
      <span>
        <Trans>
          <strong className="font-semibold">You're offline.</strong> What you see was saved earlier
          and may be out of date.
        </Trans>
      </span>
    </div>
  );
}
