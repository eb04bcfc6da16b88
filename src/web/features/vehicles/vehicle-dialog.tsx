import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { SEATING_CAPACITIES } from '../../../shared/vehicle-catalogue';
import { Button } from '../../components/ui/button';
import { describedBy, FormField, SelectBox } from '../../components/ui/form-field';
import { inputStyles } from '../../components/ui/input';
import { LineIcon } from '../../components/ui/line-icon';
import {
  iconButtonStyles,
  modalContentStyles,
  modalOverlayStyles,
} from '../../components/ui/modal-styles';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast-store';
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
  yearChoices,
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

interface VehicleDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The vehicle to edit; none to add a new one. */
  vehicle: VehicleRecord | null;
}

/** Add Vehicle and Edit Vehicle (specification §2 "My Vehicles"): one form, two titles. */
export function VehicleDialog({ open, onOpenChange, vehicle }: VehicleDialogProps) {
  const [saving, setSaving] = useState(false);
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
        <Dialog.Content className={`${modalContentStyles} sm:max-w-xl`}>
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

function VehicleForm({
  vehicle,
  onSavingChange,
  onDone,
}: {
  vehicle: VehicleRecord | null;
  onSavingChange(saving: boolean): void;
  onDone(): void;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const fieldId = (field: VehicleField) => `${id}-${field}`;
  const [values, setValues] = useState<VehicleFormValues>(() =>
    vehicle ? formFromVehicle(vehicle) : EMPTY_VEHICLE_FORM,
  );
  const [errors, setErrors] = useState<VehicleFormErrors>({});
  const makes = useQuery(vehicleMakesQuery);
  const models = useQuery({
    ...vehicleModelsQuery(values.make),
    enabled: values.make !== '',
  });

  const save = useMutation({
    mutationFn: (payload: VehiclePayload) =>
      vehicle ? updateVehicle(vehicle.id, payload) : addVehicle(payload),
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
    save.mutate(checked.payload);
  }

  const control = (field: VehicleField, hint?: unknown) => ({
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), hint, errors[field]),
  });

  const modelPlaceholder =
    values.make === ''
      ? 'Choose a make first'
      : models.isPending
        ? 'Loading models…'
        : models.isError
          ? 'Models could not be loaded'
          : 'Choose model';
  const seatsHint = 'Including the driver.';

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="relative pr-10">
        <Dialog.Title className="font-bold text-ink text-xl tracking-tight sm:text-2xl">
          {vehicle ? 'Edit Vehicle' : 'Add Vehicle'}
        </Dialog.Title>
        <Dialog.Description className="mt-1 text-ink-muted text-sm">
          Passengers see the make, model, colour and plate when they book a seat.
        </Dialog.Description>
        <Dialog.Close
          className={`${iconButtonStyles} absolute -top-2 -right-2 sm:-top-3 sm:-right-3`}
          aria-label="Close"
          disabled={save.isPending}
        >
          <LineIcon className="size-5">
            <path d="M6 6l12 12M18 6L6 18" />
          </LineIcon>
        </Dialog.Close>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={fieldId('make')}
          label="Make"
          error={
            errors.make ?? (makes.isError ? 'The makes could not be loaded. Try again.' : null)
          }
        >
          <SelectBox
            {...control('make')}
            value={values.make}
            onChange={(event) => set('make', event.target.value)}
          >
            <option value="" disabled>
              {makes.isPending ? 'Loading makes…' : 'Choose make'}
            </option>
            {/* An edited vehicle's make shows even before (or without) the list. */}
            {values.make && !makes.data?.includes(values.make) ? (
              <option value={values.make}>{values.make}</option>
            ) : null}
            {makes.data?.map((make) => (
              <option key={make} value={make}>
                {make}
              </option>
            ))}
          </SelectBox>
          {makes.isError ? (
            <Button variant="ghost" className="mt-1" onClick={() => void makes.refetch()}>
              Try again
            </Button>
          ) : null}
        </FormField>

        <FormField id={fieldId('model')} label="Model" error={errors.model}>
          <SelectBox
            {...control('model')}
            value={values.model}
            disabled={values.make === '' || models.isPending}
            onChange={(event) => set('model', event.target.value)}
          >
            <option value="" disabled>
              {modelPlaceholder}
            </option>
            {values.model && !models.data?.includes(values.model) ? (
              <option value={values.model}>{values.model}</option>
            ) : null}
            {models.data?.map((model) => (
              <option key={model} value={model}>
                {model}
              </option>
            ))}
          </SelectBox>
        </FormField>

        <FormField id={fieldId('year')} label="Year" error={errors.year}>
          <SelectBox
            {...control('year')}
            value={values.year}
            onChange={(event) => set('year', event.target.value)}
          >
            <option value="" disabled>
              Choose year
            </option>
            {yearChoices().map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </SelectBox>
        </FormField>

        <FormField id={fieldId('color')} label="Colour" error={errors.color}>
          <input
            {...control('color')}
            type="text"
            className={inputStyles}
            placeholder="White"
            autoCapitalize="words"
            autoComplete="off"
            maxLength={40}
            value={values.color}
            onChange={(event) => set('color', event.target.value)}
          />
        </FormField>

        <FormField id={fieldId('licensePlate')} label="Number plate" error={errors.licensePlate}>
          <input
            {...control('licensePlate')}
            type="text"
            className={`${inputStyles} font-semibold uppercase tracking-wider placeholder:font-normal placeholder:normal-case placeholder:tracking-normal`}
            placeholder="KAA 123B"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            value={values.licensePlate}
            onChange={(event) => set('licensePlate', event.target.value)}
            onBlur={() =>
              setValues((current) => ({
                ...current,
                licensePlate: tidyPlate(current.licensePlate),
              }))
            }
          />
        </FormField>

        <FormField
          id={fieldId('seatingCapacity')}
          label="Seating capacity"
          hint={seatsHint}
          error={errors.seatingCapacity}
        >
          <SelectBox
            {...control('seatingCapacity', seatsHint)}
            value={values.seatingCapacity}
            onChange={(event) => set('seatingCapacity', event.target.value)}
          >
            <option value="" disabled>
              Choose seats
            </option>
            {SEATING_CAPACITIES.map((seats) => (
              <option key={seats} value={seats}>
                {seats} seats
              </option>
            ))}
          </SelectBox>
        </FormField>
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary" size="lg" disabled={save.isPending}>
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" size="lg" aria-busy={save.isPending || undefined}>
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? 'Saving…' : vehicle ? 'Save Changes' : 'Add Vehicle'}
        </Button>
      </div>
    </form>
  );
}
