import { Trans } from '@lingui/react/macro';
import { formatKsh } from '../../../shared/format-money';
import { RebookOffer } from './rebook-offer';
import { rebookable, type TripView } from './trip-view';

/**
 * Why a booking was cancelled and where its money went; a booking its driver cancelled offers
 * the rides to rebook while they may still be taken.
 */
export function CancelledBooking({ trip, now }: { trip: TripView; now: Date }) {
  const byDriver = trip.cancelledBy === 'driver' || trip.cancelledBy === 'account_deleted';
  const kept = formatKsh(trip.keptAmount);
  const reason = trip.declineReason;
  return (
    <div className="grid gap-3 border-line border-t pt-4" data-testid="cancelled-booking">
      {trip.cancelledBy === 'declined' ? (
        <div className="grid gap-1 text-ink text-sm">
          <p>
            <Trans>
              The driver could not take you on this ride. Everything you paid is back in your
              tokens.
            </Trans>
          </p>
          {reason ? (
            <p className="text-ink-muted" data-testid="decline-reason">
              <Trans>The driver said: “{reason}”</Trans>
            </p>
          ) : null}
        </div>
      ) : trip.cancelledBy === 'expired' ? (
        <p className="text-ink text-sm">
          <Trans>
            The driver did not answer your request in time. Everything you paid is back in your
            tokens.
          </Trans>
        </p>
      ) : byDriver ? (
        <p className="text-ink text-sm">
          <Trans>
            Your driver cancelled this ride. Everything you paid is back in your tokens.
          </Trans>
        </p>
      ) : trip.keptAmount > 0 ? (
        <p className="text-ink text-sm">
          <Trans>
            You cancelled less than 2 hours before departure: {kept} went to your driver, the rest
            back to your tokens.
          </Trans>
        </p>
      ) : null}
      {trip.rebookedAsId ? (
        <p className="font-semibold text-primary-strong text-sm">
          <Trans>Rebooked: your new ride is in Upcoming.</Trans>
        </p>
      ) : rebookable([trip], now).length > 0 ? (
        <RebookOffer trip={trip} now={now} />
      ) : null}
    </div>
  );
}
