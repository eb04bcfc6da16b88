import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { describedBy } from '../../components/ui/form-field';
import { toast } from '../../lib/toast-store';
import { type PhotoFile, photoProblem, setVehiclePhoto } from '../photos';
import { fieldMessage } from './vehicle-field-messages';
import {
  checkVehicleForm,
  EMPTY_VEHICLE_FORM,
  FIELD_ORDER,
  formFromVehicle,
  tidyPlate,
  type VehicleField,
  type VehicleFormErrors,
  type VehicleFormValues,
  withMake,
} from './vehicle-form';
import { refusalMessage, VEHICLE_MESSAGES, vehicleName } from './vehicle-messages';
import {
  addVehicle,
  invalidateVehicles,
  updateVehicle,
  type VehiclePayload,
  type VehicleRecord,
  vehicleMakesQuery,
  vehicleModelsQuery,
} from './vehicles-api';

/** Adds the vehicle, or saves the edited one; says how it went and refreshes the list. */
function useSaveVehicle(
  vehicle: VehicleRecord | null,
  onSavingChange: (saving: boolean) => void,
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      payload,
      photo,
    }: {
      payload: VehiclePayload;
      photo: PhotoFile | null;
    }) => {
      const saved = await (vehicle ? updateVehicle(vehicle.id, payload) : addVehicle(payload));
      if (!photo) return saved;
      try {
        return await setVehiclePhoto(saved.id, photo);
      } catch (error) {
        // The vehicle is saved; only its photo is not. Say so, and keep the vehicle.
        toast({
          variant: 'destructive',
          title: t`Photo not saved`,
          description: photoProblem(error),
        });
        return saved;
      }
    },
    onMutate: () => onSavingChange(true),
    onSettled: () => onSavingChange(false),
    onSuccess: (saved) => {
      toast({
        title: vehicle ? VEHICLE_MESSAGES.updated : VEHICLE_MESSAGES.added,
        description: `${vehicleName(saved)} ${saved.licensePlate}`,
      });
      void invalidateVehicles(queryClient);
      onDone();
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: refusalMessage(
          error,
          vehicle ? VEHICLE_MESSAGES.updateFailed : VEHICLE_MESSAGES.addFailed,
        ),
      });
    },
  });
}

/**
 * The vehicle form's state: its values and errors, the makes and the chosen make's models, and
 * a submit that checks the form, focuses the first wrong field, or saves the vehicle.
 */
export function useVehicleForm({
  vehicle,
  onSavingChange,
  onDone,
}: {
  vehicle: VehicleRecord | null;
  onSavingChange(saving: boolean): void;
  onDone(): void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const fieldId = (field: VehicleField) => `${id}-${field}`;
  const [values, setValues] = useState<VehicleFormValues>(() =>
    vehicle ? formFromVehicle(vehicle) : EMPTY_VEHICLE_FORM,
  );
  const [errors, setErrors] = useState<VehicleFormErrors>({});
  /** A newly chosen photo, sent after the vehicle is saved. */
  const [photo, setPhoto] = useState<PhotoFile | null>(null);
  const makes = useQuery(vehicleMakesQuery);
  const models = useQuery({
    ...vehicleModelsQuery(values.make),
    enabled: values.make !== '',
  });
  const save = useSaveVehicle(vehicle, onSavingChange, onDone);

  function set(field: VehicleField, value: string) {
    setValues((current) =>
      field === 'make' ? withMake(current, value) : { ...current, [field]: value },
    );
    setErrors((current) => ({
      ...current,
      [field]: undefined,
      ...(field === 'make' ? { model: undefined } : {}),
    }));
  }

  /** The plate as it is stored, once the person leaves the field. */
  function tidyPlateField() {
    setValues((current) => ({
      ...current,
      licensePlate: tidyPlate(current.licensePlate),
    }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkVehicleForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = FIELD_ORDER.find((field) => checked.errors[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setValues((current) => ({ ...current, licensePlate: checked.payload.licensePlate }));
    save.mutate({ payload: checked.payload, photo });
  }

  /** The id and ARIA state of a field's control. */
  const control = (field: VehicleField, hint?: unknown) => ({
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), hint, errors[field]),
  });

  // The messages under the fields, in the language on screen.
  const shownErrors: VehicleFormErrors = Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [field, text && fieldMessage(i18n, text)]),
  );

  return {
    values,
    errors: shownErrors,
    set,
    photo,
    setPhoto,
    tidyPlateField,
    submit,
    control,
    fieldId,
    makes,
    models,
    isSaving: save.isPending,
  };
}

export type VehicleFormState = ReturnType<typeof useVehicleForm>;
