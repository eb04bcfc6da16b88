import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonStyles } from '../../components/ui/button';
import { LineIcon } from '../../components/ui/line-icon';
import { Notice } from '../../components/ui/notice';

/** Where the emergency contacts are edited; back to this trip afterwards. */
export const emergencyContactsHref = (rideId: string) =>
  `/profile/emergency-contacts?${new URLSearchParams({ back: `/trip/${rideId}` })}`;

/** For someone with no emergency contact: who would an SOS text? */
export function EmergencyContactsReminder({ rideId }: { rideId: string }) {
  const { t } = useLingui();
  return (
    <Notice
      tone="progress"
      icon={
        <LineIcon className="size-4" strokeWidth={2.2}>
          <path d="M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />
        </LineIcon>
      }
      title={t`Add an emergency contact`}
      actions={
        <Link
          href={emergencyContactsHref(rideId)}
          className={buttonStyles({ variant: 'secondary' })}
        >
          <Trans>Add emergency contacts</Trans>
        </Link>
      }
    >
      <Trans>
        If you press SOS, Pamoja texts them where the car is and a link to follow your trip. You
        have none yet.
      </Trans>
    </Notice>
  );
}

/** The privacy promise of the trip screen, in one plain sentence, as each person reads it. */
export function PrivacyNote({ for: reader }: { for: 'driver' | 'passenger' }) {
  return (
    <p className="flex items-start gap-2 text-ink-muted text-sm">
      <LineIcon className="mt-0.5 size-4 shrink-0" strokeWidth={2}>
        <path d="M6 10V7a6 6 0 0 1 12 0v3M5 10h14v11H5z" />
      </LineIcon>
      <span>
        {reader === 'passenger' ? (
          <Trans>
            Your driver's location is shared only from the start of the trip until it ends and is
            deleted 24 hours later. We never collect passengers' locations.
          </Trans>
        ) : (
          <Trans>
            Your location is shared with your passengers only from the start of the trip until it
            ends and is deleted 24 hours later. We never collect passengers' locations.
          </Trans>
        )}
      </span>
    </p>
  );
}
