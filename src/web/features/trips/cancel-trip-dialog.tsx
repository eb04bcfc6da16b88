import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDescription, ConfirmDialog } from '../../components/ui/confirm-dialog';
import { type CancelPlace, cancelConsequences } from './trip-messages';
import type { TripView } from './trip-view';
import { useCancelTrip } from './use-cancel-trip';

interface CancelTripDialogProps {
  trip: Pick<
    TripView,
    'id' | 'type' | 'refundable' | 'bookedSeats' | 'freeCancellationUntil' | 'departureTime'
  >;
  place: CancelPlace;
  /** The trigger's words, translated: 'Cancel booking', 'Cancel Trip'. */
  label: string;
  /** Which trip this is, for the dialog (route and time). */
  summary: ReactNode;
  /** Where focus goes once the trip has left the list its button was in. */
  focusAfterCancel(): void;
  /** The trigger's looks, when it is not a card's full-width button (a row of a regular trip). */
  triggerClassName?: string;
}

/**
 * The Cancel button of a trip and its confirmation, which says what will happen (the refund, or
 * the refund and what the driver keeps when it is late; the passengers told by SMS; a driver's
 * late cancellation) before anything is cancelled. Read again whenever it renders: the words
 * follow the clock while the dialog is open.
 */
export function CancelTripDialog({
  trip,
  place,
  label,
  summary,
  focusAfterCancel,
  triggerClassName = 'w-full sm:w-auto',
}: CancelTripDialogProps) {
  // The words below are read in the language on screen: a switch re-renders them.
  useLingui();
  const [open, setOpen] = useState(false);
  const cancel = useCancelTrip(place);
  const cancelled = useRef(false);
  const words = cancelConsequences(trip, new Date());

  function confirm() {
    cancel.mutate(
      { id: trip.id, type: trip.type },
      {
        onSuccess: () => {
          cancelled.current = true;
        },
        onSettled: () => setOpen(false),
      },
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" className={triggerClassName}>
          {label}
        </Button>
      }
      icon={
        <path d="M12 8v5M12 16.5v.5M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      }
      title={words.title}
      cancelLabel={words.keep}
      confirmLabel={words.confirm}
      busy={cancel.isPending}
      onConfirm={confirm}
      onCloseAutoFocus={(event) => {
        // The button that opened the dialog went with the cancelled trip.
        if (!cancelled.current) return;
        event.preventDefault();
        focusAfterCancel();
      }}
    >
      <div className="mt-3 rounded-xl bg-surface p-3 text-sm">{summary}</div>
      <ConfirmDescription className="mt-3 text-ink">{words.description}</ConfirmDescription>
      {words.split ? (
        <dl
          className="mt-3 grid gap-1.5 rounded-xl border border-line p-3 text-sm"
          data-testid="cancel-split"
        >
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-ink-muted">
              <Trans>Back to your tokens now</Trans>
            </dt>
            <dd className="font-semibold text-ink tabular-nums">{words.split.back}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-ink-muted">
              <Trans>Kept for your driver</Trans>
            </dt>
            <dd className="font-semibold text-ink tabular-nums">{words.split.kept}</dd>
          </div>
        </dl>
      ) : null}
      {words.warning ? (
        <p className="mt-3 rounded-xl bg-accent-soft px-3 py-2 text-accent-ink text-sm">
          {words.warning}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
