import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch } from 'radix-ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import {
  MAX_PRICE,
  MAX_RIDE_SEATS,
  NOTES_MAX_LENGTH,
  RECURRING_WEEKS,
} from '../../../shared/rules/rides';
import { Button, buttonStyles } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { describedBy, FormField, SelectBox } from '../../components/ui/form-field';
import { inputStyles } from '../../components/ui/input';
import { NumberInput } from '../../components/ui/number-input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast-store';
import { PlacePin } from '../search';
import { activeVehiclesQuery, refusalMessage, type VehicleRecord } from '../vehicles';
import { createRide, invalidateDriverRides } from './create-ride-api';
import { CREATE_RIDE_TOASTS, rideCreatedText } from './create-ride-messages';
import { LocationField } from './location-field';
import {
  earliestDeparture,
  initialRideForm,
  PRICE_STEP,
  RIDE_FIELD_ORDER,
  type RideField,
  type RideFormErrors,
  type RideFormValues,
  rideFormErrors,
  seatLimit,
  toCreateRideRequest,
} from './ride-form';
import { TripSummary } from './trip-summary';
import { WeekdayPicker } from './weekday-picker';

/** The ride form (specification §2 "Create Ride", §5): route, trip details, Create Ride. */
export function CreateRideForm() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const id = useId();
  const fieldId = (field: RideField) => `${id}-${field}`;
  const [values, setValues] = useState<RideFormValues>(initialRideForm);
  const [errors, setErrors] = useState<RideFormErrors>({});
  const pickupRef = useRef<HTMLButtonElement>(null);
  const destinationRef = useRef<HTMLButtonElement>(null);
  const vehicles = useQuery({
    ...activeVehiclesQuery,
    refetchOnMount: 'always',
  });
  const vehicle = vehicles.data?.find((v) => v.id === values.vehicleId);
  const limit = seatLimit(vehicle);

  // One vehicle: it is the one.
  const only = vehicles.data?.length === 1 ? vehicles.data[0] : undefined;
  useEffect(() => {
    if (only)
      setValues((current) => (current.vehicleId ? current : { ...current, vehicleId: only.id }));
  }, [only]);

  const create = useMutation({
    mutationFn: (form: RideFormValues) => createRide(toCreateRideRequest(form)),
    onSuccess: ({ rides }, form) => {
      toast({
        title: CREATE_RIDE_TOASTS.created,
        description: rideCreatedText(
          rides,
          form.isRecurring ? form.recurringDays : null,
          new Date(),
        ),
      });
      void invalidateDriverRides(queryClient);
      navigate('/');
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: CREATE_RIDE_TOASTS.failedTitle,
        description: refusalMessage(error, CREATE_RIDE_TOASTS.failed),
      });
    },
  });

  function set<K extends keyof RideFormValues>(field: K, value: RideFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const found = rideFormErrors(values, vehicle, new Date());
    setErrors(found);
    const first = RIDE_FIELD_ORDER.find((field) => found[field]);
    if (first === 'pickup') pickupRef.current?.focus();
    else if (first === 'destination') destinationRef.current?.focus();
    else if (first) document.getElementById(fieldId(first))?.focus();
    if (!first) create.mutate(values);
  }

  const control = (field: RideField, hint?: unknown) => ({
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), hint, errors[field]),
  });

  const departureHint = values.isRecurring
    ? 'Nairobi time. The first ride; it repeats at the same time.'
    : 'Nairobi time. At least 1 hour from now.';
  const seatsHint = vehicle
    ? `Up to ${limit}: your ${vehicle.make} ${vehicle.model} seats ${vehicle.seatingCapacity}, including you.`
    : `From 1 to ${MAX_RIDE_SEATS}.`;
  const priceHint = 'What each passenger pays for a seat. 0 offers it free.';
  const notesHint = 'Optional. Passengers read it when they book.';

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-6 grid gap-5 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-8"
      aria-label="Create Ride"
    >
      <Card className="lg:col-start-1 lg:row-start-1">
        <h2 className="font-semibold text-ink text-lg">Route Details</h2>
        <div className="mt-4 grid gap-4">
          <LocationField
            label="Pickup location"
            pickerTitle="Choose pickup location"
            placeholder="Where do you start?"
            value={values.pickup}
            onChange={(pickup) => set('pickup', pickup)}
            error={errors.pickup}
            icon={<PlacePin end="start" className="size-5" />}
            buttonRef={pickupRef}
          />
          <LocationField
            label="Destination"
            pickerTitle="Choose destination"
            placeholder="Where are you going?"
            value={values.destination}
            onChange={(destination) => set('destination', destination)}
            error={errors.destination}
            icon={<PlacePin end="destination" className="size-5" />}
            buttonRef={destinationRef}
          />
        </div>
      </Card>

      <Card className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <h2 className="font-semibold text-ink text-lg">Trip Details</h2>
        <div className="mt-4 grid gap-4">
          <FormField
            id={fieldId('departure')}
            label="Departure time"
            hint={departureHint}
            error={errors.departure}
          >
            <input
              {...control('departure', departureHint)}
              type="datetime-local"
              className={inputStyles}
              min={earliestDeparture(new Date())}
              value={values.departure}
              onChange={(event) => set('departure', event.target.value)}
            />
          </FormField>

          <VehicleChoice
            id={fieldId('vehicleId')}
            vehicles={vehicles}
            value={values.vehicleId}
            error={errors.vehicleId}
            onChange={(vehicleId) => set('vehicleId', vehicleId)}
          />

          <div className="grid grid-cols-2 gap-3">
            <FormField id={fieldId('seats')} label="Available seats" error={errors.seats}>
              <NumberInput
                {...control('seats', seatsHint)}
                min={1}
                max={vehicle ? limit : MAX_RIDE_SEATS}
                step={1}
                placeholder="e.g. 3"
                value={values.seats}
                onChange={(event) => set('seats', event.target.value)}
              />
            </FormField>
            <FormField id={fieldId('price')} label="Price per seat" error={errors.price}>
              <NumberInput
                {...control('price', priceHint)}
                prefix="KSh"
                min={0}
                max={MAX_PRICE}
                step={PRICE_STEP}
                placeholder="0"
                value={values.price}
                onChange={(event) => set('price', event.target.value)}
              />
            </FormField>
          </div>
          <div className="-mt-2 grid gap-1 text-ink-muted text-xs">
            <p id={`${fieldId('seats')}-hint`}>{seatsHint}</p>
            <p id={`${fieldId('price')}-hint`}>{priceHint}</p>
          </div>

          <FormField id={fieldId('notes')} label="Notes" hint={notesHint} error={errors.notes}>
            <textarea
              {...control('notes', notesHint)}
              className={`${inputStyles} min-h-24 py-3`}
              maxLength={NOTES_MAX_LENGTH}
              placeholder="e.g. I leave from the Shell station by the highway."
              value={values.notes}
              onChange={(event) => set('notes', event.target.value)}
            />
          </FormField>

          <RecurringChoice
            id={fieldId('recurringDays')}
            values={values}
            error={errors.recurringDays}
            onRecurringChange={(on) => set('isRecurring', on)}
            onDaysChange={(days) => set('recurringDays', days)}
          />
        </div>
      </Card>

      <TripSummary values={values} className="lg:col-start-1 lg:row-start-2" />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end lg:col-start-2">
        <Link href="/" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
          Cancel
        </Link>
        <Button type="submit" size="lg" aria-busy={create.isPending || undefined}>
          {create.isPending ? <Spinner /> : null}
          {create.isPending ? 'Creating...' : 'Create Ride'}
        </Button>
      </div>
    </form>
  );
}

function VehicleChoice({
  id,
  vehicles,
  value,
  error,
  onChange,
}: {
  id: string;
  vehicles: UseQueryResult<VehicleRecord[]>;
  value: string;
  error?: string;
  onChange(vehicleId: string): void;
}) {
  if (vehicles.isSuccess && vehicles.data.length === 0) {
    return (
      <div>
        <p className="mb-1.5 font-medium text-ink text-sm">Vehicle</p>
        <div id={id} tabIndex={-1} className="rounded-xl border border-line bg-surface p-4">
          <p className="text-ink">You have no active vehicle to offer rides in.</p>
          <p className="mt-1 text-ink-muted text-sm">
            Add your vehicle, or activate one, on My Vehicles; then come back here.
          </p>
          <Link
            href="/vehicles"
            className={buttonStyles({ variant: 'secondary', className: 'mt-3' })}
          >
            Add a vehicle
          </Link>
        </div>
        {error ? <p className="mt-2 text-danger text-sm">{error}</p> : null}
      </div>
    );
  }
  const problem =
    error ?? (vehicles.isError ? 'Your vehicles could not be loaded. Try again.' : undefined);
  return (
    <FormField id={id} label="Vehicle" error={problem}>
      <SelectBox
        id={id}
        value={value}
        disabled={vehicles.isPending}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, null, problem)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          {vehicles.isPending ? 'Loading vehicles…' : 'Select a vehicle'}
        </option>
        {vehicles.data?.map((v) => (
          <option key={v.id} value={v.id}>
            {v.make} {v.model} · {v.licensePlate}
          </option>
        ))}
      </SelectBox>
      {vehicles.isError ? (
        <Button variant="ghost" className="mt-1" onClick={() => void vehicles.refetch()}>
          Try again
        </Button>
      ) : null}
    </FormField>
  );
}

function RecurringChoice({
  id,
  values,
  error,
  onRecurringChange,
  onDaysChange,
}: {
  id: string;
  values: RideFormValues;
  error?: string;
  onRecurringChange(on: boolean): void;
  onDaysChange(days: number[]): void;
}) {
  return (
    <div className="grid gap-3 rounded-xl border border-line p-4">
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={`${id}-switch`} className="font-medium text-ink">
            Recurring ride
          </label>
          <p id={`${id}-switch-hint`} className="mt-0.5 text-ink-muted text-xs">
            Offer it on the chosen days for the next {RECURRING_WEEKS} weeks, at the same time.
          </p>
        </div>
        <Switch.Root
          id={`${id}-switch`}
          checked={values.isRecurring}
          onCheckedChange={onRecurringChange}
          aria-describedby={`${id}-switch-hint`}
          className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-line transition-colors data-[state=checked]:bg-primary"
        >
          <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
        </Switch.Root>
      </div>
      {values.isRecurring ? (
        <div id={id} tabIndex={-1}>
          <WeekdayPicker
            days={values.recurringDays}
            onChange={onDaysChange}
            error={error}
            errorId={`${id}-error`}
          />
        </div>
      ) : null}
    </div>
  );
}
