import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { LineIcon } from '../../components/ui/line-icon';
import { iconButtonStyles } from '../../components/ui/modal-styles';

/** The vehicle dialog's title, what passengers see, and its close button. */
export function VehicleFormHeader({ editing, saving }: { editing: boolean; saving: boolean }) {
  const { t } = useLingui();
  return (
    <div className="relative pr-10">
      <Dialog.Title className="font-bold text-ink text-xl tracking-tight sm:text-2xl">
        {editing ? t`Edit Vehicle` : t`Add Vehicle`}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-ink-muted text-sm">
        <Trans>Passengers see the make, model, colour and plate when they book a seat.</Trans>
      </Dialog.Description>
      <Dialog.Close
        className={`${iconButtonStyles} absolute -top-2 -right-2 sm:-top-3 sm:-right-3`}
        aria-label={t`Close`}
        disabled={saving}
      >
        <LineIcon className="size-5">
          <path d="M6 6l12 12M18 6L6 18" />
        </LineIcon>
      </Dialog.Close>
    </div>
  );
}
