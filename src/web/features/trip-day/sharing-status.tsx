import { Trans } from '@lingui/react/macro';
import { Spinner } from '../../components/ui/spinner';
import type { SharingState } from './use-location-sharing';

/** Whether the driver's position is going out, and what to do when it is not. */
export function SharingStatus({ state }: { state: SharingState }) {
  switch (state.kind) {
    case 'off':
      return null;
    case 'asking':
      return (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-surface px-4 py-3 text-ink text-sm"
        >
          <Spinner />
          <Trans>Finding your location… Allow it when your phone asks.</Trans>
        </p>
      );
    case 'sharing':
      return (
        <p
          role="status"
          className="flex items-center gap-2.5 rounded-xl bg-primary-soft px-4 py-3 font-medium text-ink text-sm"
        >
          <span aria-hidden="true" className="relative flex size-3">
            <span className="absolute inline-flex size-full rounded-full bg-primary opacity-60 motion-safe:animate-ping" />
            <span className="relative inline-flex size-3 rounded-full bg-primary" />
          </span>
          <Trans>Sharing your location while this screen is open</Trans>
        </p>
      );
    case 'denied':
      return (
        <div role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm">
          <p className="font-semibold text-danger">
            <Trans>Your location is blocked</Trans>
          </p>
          <p className="mt-1 text-ink">
            <Trans>
              Your passengers cannot see the car coming. Allow location for Pamoja in your browser's
              site settings, then reload this screen.
            </Trans>
          </p>
        </div>
      );
    case 'unavailable':
      return (
        <div role="alert" className="rounded-xl bg-accent-soft px-4 py-3 text-sm">
          <p className="font-semibold text-accent-ink">
            <Trans>Your phone cannot find its location</Trans>
          </p>
          <p className="mt-1 text-ink">
            <Trans>Check that location (GPS) is on. We keep trying.</Trans>
          </p>
        </div>
      );
  }
}
