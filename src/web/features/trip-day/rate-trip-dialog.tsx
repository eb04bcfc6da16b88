import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Cross } from '../../components/ui/glyphs';
import {
  iconButtonStyles,
  modalContentStyles,
  modalOverlayStyles,
} from '../../components/ui/modal-styles';
import { useReturnFocus } from '../../components/ui/return-focus';
import { RatePerson } from './rate-person';

/** "Rate" on a past trip (My Trips): the rating form in a dialog, closed once sent. */
export function RateTripDialog({
  bookingId,
  name,
  ratee,
  label,
}: {
  bookingId: string;
  name: string;
  ratee: 'driver' | 'passenger';
  /** The button's words, translated; 'Rate' when none. */
  label?: string;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">{label ?? t`Rate`}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={modalOverlayStyles} />
        <Dialog.Content className={modalContentStyles} {...returnFocus}>
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="font-bold text-ink text-xl tracking-tight">
              <Trans>Rate {name}</Trans>
            </Dialog.Title>
            <Dialog.Close aria-label={t`Close`} className={`-mt-2 -mr-2 ${iconButtonStyles}`}>
              <Cross className="size-4" strokeWidth={1.8} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-ink-muted text-sm">
            <Trans>Ratings keep Pamoja safe and friendly for everyone on the road.</Trans>
          </Dialog.Description>
          <div className="mt-4">
            <RatePerson
              bookingId={bookingId}
              name={name}
              ratee={ratee}
              myRating={null}
              onRated={() => setOpen(false)}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
