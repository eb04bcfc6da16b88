import { Trans } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { useId } from 'react';
import type { Location } from '../../../shared/schemas/rides';
import { Button } from '../../components/ui/button';
import { keepEscapeForOpenCombobox } from '../../components/ui/combobox-escape';
import { modalContentStyles, modalOverlayStyles } from '../../components/ui/modal-styles';
import { useReturnFocus } from '../../components/ui/return-focus';
import { CommonPlaces } from './common-places';
import { PickerHeader } from './picker-header';
import { PickerMap } from './picker-map';
import { PlaceSearchForm } from './place-search-form';
import { SelectedLocation } from './selected-location';
import { useLocationChoice } from './use-location-choice';

interface LocationPickerDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The dialog's title, from the caller ('Choose pickup location'). */
  title: string;
  /** The location the caller holds now; Cancel goes back to it. */
  value: Location | null;
  onConfirm(location: Location): void;
}

/**
 * The location picker (specification §2, §4, §5): a place search, the device's position, a map
 * to click and the built-in places; Confirm Location hands the choice to the caller, Cancel
 * forgets it. Each opening starts again from the caller's value.
 */
export function LocationPickerDialog({
  open,
  onOpenChange,
  title,
  value,
  onConfirm,
}: LocationPickerDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={modalOverlayStyles} />
        <Dialog.Content
          className={`${modalContentStyles} pb-0 sm:max-w-xl sm:pb-0 lg:max-w-4xl`}
          onEscapeKeyDown={keepEscapeForOpenCombobox}
          {...returnFocus}
        >
          {open ? (
            <PickerBody
              title={title}
              value={value}
              onCancel={() => onOpenChange(false)}
              onConfirm={(location) => {
                onConfirm(location);
                onOpenChange(false);
              }}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PickerBody({
  title,
  value,
  onCancel,
  onConfirm,
}: {
  title: string;
  value: Location | null;
  onCancel(): void;
  onConfirm(location: Location): void;
}) {
  const choice = useLocationChoice(value);
  const { chosen, busy } = choice;
  const selectedId = useId();
  return (
    <div className="grid min-w-0 gap-5 lg:grid-cols-2 lg:gap-x-7">
      <PickerHeader title={title} />
      <PlaceSearchForm choice={choice} />

      <div className="grid content-start gap-2 lg:col-start-2 lg:row-span-2 lg:row-start-2">
        <PickerMap chosen={chosen} onPick={choice.pin} describedBy={selectedId} />
        <p className="text-ink-muted text-xs">
          <Trans>
            Tap the map to drop a pin. Its point is saved exactly; the name says what it is near.
          </Trans>
        </p>
      </div>

      <CommonPlaces
        headingId={`${selectedId}-places`}
        chosen={chosen}
        onChoose={(place) => choice.choose(place)}
      />

      {/* What is chosen stays in sight with the buttons while the rest scrolls. */}
      <div className="sticky bottom-0 -mx-5 grid gap-3 border-line border-t bg-white px-5 pt-3 pb-4 sm:-mx-7 sm:px-7 sm:pb-6 lg:col-span-2">
        <SelectedLocation id={selectedId} chosen={chosen} lookingUp={busy === 'looking-up'} />
        <div className="grid grid-cols-[auto_1fr] gap-2 sm:flex sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            size="lg"
            disabled={!chosen || busy !== null}
            onClick={() => chosen && onConfirm(chosen)}
          >
            <Trans>Confirm Location</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}
