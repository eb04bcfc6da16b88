import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { describedBy } from '../../components/ui/form-field';
import { toast } from '../../lib/toast-store';
import { activeVehiclesQuery, refusalMessage } from '../vehicles';
import { costShareRefusal } from './cost-share-messages';
import { createRide, invalidateDriverRides } from './create-ride-api';
import { CREATE_RIDE_TOASTS, rideCreatedText } from './create-ride-messages';
import {
  initialRideForm,
  offeredSeats,
  RIDE_FIELD_ORDER,
  type RideField,
  type RideFormErrors,
  type RideFormValues,
  rideFormErrors,
  seatLimit,
  toCreateRideRequest,
} from './ride-form';
import { usePriceGuide } from './use-price-guide';

/**
 * Sends the ride; on success says so, refreshes the driver's rides and goes home. A refusal by a
 * cost-sharing rule goes under its field (`onRuleRefusal`), any other to a toast.
 */
function useCreateRide(onRuleRefusal: (error: unknown, form: RideFormValues) => boolean) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
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
    onError: (error, form) => {
      if (onRuleRefusal(error, form)) return;
      toast({
        variant: 'destructive',
        title: CREATE_RIDE_TOASTS.failedTitle,
        description: refusalMessage(error, CREATE_RIDE_TOASTS.failed),
      });
    },
  });
}

/**
 * The ride form's state: its values and errors, the driver's vehicles, and a submit that
 * checks the form, focuses the first wrong field, or creates the ride.
 */
export function useCreateRideForm() {
  const { i18n } = useLingui();
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
  const seats = offeredSeats(values);
  const priceGuide = usePriceGuide(values.pickup, values.destination, seats);
  const { guide } = priceGuide;

  // The suggested price fills the price until the driver types one of their own.
  const [priceTyped, setPriceTyped] = useState(false);
  const suggested = seats !== null ? guide?.suggestedPricePerSeat : undefined;
  useEffect(() => {
    if (suggested === undefined || priceTyped) return;
    setValues((current) => ({ ...current, price: String(suggested) }));
    setErrors((current) => ({ ...current, price: undefined }));
  }, [suggested, priceTyped]);

  // One vehicle: it is the one.
  const only = vehicles.data?.length === 1 ? vehicles.data[0] : undefined;
  useEffect(() => {
    if (only)
      setValues((current) => (current.vehicleId ? current : { ...current, vehicleId: only.id }));
  }, [only]);

  function focus(field: RideField) {
    if (field === 'pickup') pickupRef.current?.focus();
    else if (field === 'destination') destinationRef.current?.focus();
    else document.getElementById(fieldId(field))?.focus();
  }

  const create = useCreateRide((error, form) => {
    const refusal = costShareRefusal(error, Number(form.seats), new Date());
    if (!refusal) return false;
    setErrors((current) => ({ ...current, [refusal.field]: refusal.message }));
    focus(refusal.field);
    return true;
  });

  function set<K extends keyof RideFormValues>(field: K, value: RideFormValues[K]) {
    if (field === 'price') setPriceTyped(true);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const found = rideFormErrors(values, vehicle, new Date(), {
      maxPricePerSeat: guide?.maxPricePerSeat ?? null,
      tooShort: priceGuide.tooShort,
    });
    setErrors(found);
    const first = RIDE_FIELD_ORDER.find((field) => found[field]);
    if (first) focus(first);
    else create.mutate(values);
  }

  // The messages under the fields, in the language on screen.
  const shownErrors: Partial<Record<RideField, string>> = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message && i18n._(message)]),
  );

  /** The id and ARIA state of a field's control. */
  const control = (field: RideField, hint?: unknown) => ({
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), hint, shownErrors[field]),
  });

  return {
    values,
    errors: shownErrors,
    set,
    submit,
    control,
    fieldId,
    pickupRef,
    destinationRef,
    vehicles,
    vehicle,
    limit,
    priceGuide,
    isPending: create.isPending,
  };
}

export type CreateRideFormState = ReturnType<typeof useCreateRideForm>;
