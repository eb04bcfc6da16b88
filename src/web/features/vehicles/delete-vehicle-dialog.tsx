import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDescription, ConfirmDialog } from '../../components/ui/confirm-dialog';
import { deleteQuestion } from './vehicle-messages';
import type { VehicleRecord } from './vehicles-api';

/**
 * The specification's delete confirmation ('Are you sure you want to delete {make} {model}
 * ({plate})?'), as an in-app dialog that keyboards and screen readers can use.
 */
export function DeleteVehicleDialog({
  vehicle,
  deleting,
  onCancel,
  onConfirm,
}: {
  /** The vehicle asked about; none keeps the dialog closed. */
  vehicle: VehicleRecord | null;
  deleting: boolean;
  onCancel(): void;
  onConfirm(vehicle: VehicleRecord): void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={vehicle !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t`Delete vehicle`}
      cancelLabel={t`Cancel`}
      confirmLabel={deleting ? t`Deleting…` : t`Delete`}
      busy={deleting}
      onConfirm={() => vehicle && onConfirm(vehicle)}
    >
      <ConfirmDescription className="mt-2 text-ink">
        {vehicle ? deleteQuestion(vehicle) : null}
      </ConfirmDescription>
      <p className="mt-2 text-ink-muted text-sm">
        <Trans>Rides already taken in it stay in your history.</Trans>
      </p>
    </ConfirmDialog>
  );
}
