import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { modalContentStyles, modalOverlayStyles } from '../../components/ui/modal-styles';
import { useReturnFocus } from '../../components/ui/return-focus';
import { Spinner } from '../../components/ui/spinner';
import { useObjectUrl } from '../documents';
import { PhotoPicker } from '../photos';
import { MakeAndModelFields } from './make-and-model-fields';
import { useVehicleForm } from './use-vehicle-form';
import { VehicleDetailFields } from './vehicle-detail-fields';
import { VehicleFormHeader } from './vehicle-form-header';
import type { VehicleRecord } from './vehicles-api';

interface VehicleDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The vehicle to edit; none to add a new one. */
  vehicle: VehicleRecord | null;
}

/** Add Vehicle and Edit Vehicle (specification §2 "My Vehicles"): one form, two titles. */
export function VehicleDialog({ open, onOpenChange, vehicle }: VehicleDialogProps) {
  const [saving, setSaving] = useState(false);
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // A save under way finishes before the form can go.
        if (!saving) onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={modalOverlayStyles} />
        <Dialog.Content className={`${modalContentStyles} sm:max-w-xl`} {...returnFocus}>
          {open ? (
            <VehicleForm
              vehicle={vehicle}
              onSavingChange={setSaving}
              onDone={() => onOpenChange(false)}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function VehicleForm(props: {
  vehicle: VehicleRecord | null;
  onSavingChange(saving: boolean): void;
  onDone(): void;
}) {
  const { t } = useLingui();
  const form = useVehicleForm(props);
  const editing = props.vehicle !== null;
  const preview = useObjectUrl(form.photo?.file ?? null);
  return (
    <form noValidate onSubmit={form.submit} className="grid gap-5">
      <VehicleFormHeader editing={editing} saving={form.isSaving} />

      <div className="grid gap-4 sm:grid-cols-2">
        <MakeAndModelFields form={form} />
        <VehicleDetailFields form={form} />
      </div>

      <PhotoPicker
        label={t`Vehicle photo`}
        shape="wide"
        imageUrl={preview ?? props.vehicle?.photoUrl ?? null}
        hint={t`Passengers see it on your rides, to find your car at the stage. PNG or JPG.`}
        busy={form.isSaving}
        onPick={form.setPhoto}
      />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary" size="lg" disabled={form.isSaving}>
            <Trans>Cancel</Trans>
          </Button>
        </Dialog.Close>
        <Button type="submit" size="lg" aria-busy={form.isSaving || undefined}>
          {form.isSaving ? <Spinner /> : null}
          {form.isSaving ? t`Saving…` : editing ? t`Save Changes` : t`Add Vehicle`}
        </Button>
      </div>
    </form>
  );
}
