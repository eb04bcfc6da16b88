import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NAIROBI_UTC_OFFSET_MINUTES } from '../../../shared/constants';
import { formatKsh } from '../../../shared/format-money';
import {
  MAX_DAYS_BEFORE_DEPARTURE,
  MAX_PRICE,
  MAX_RIDE_SEATS,
  MIN_HOURS_BEFORE_DEPARTURE,
  NOTES_MAX_LENGTH,
} from '../../../shared/rules/rides';
import type { CreateRideRequest, Location } from '../../../shared/schemas/rides';
import { WORKWEEK } from '../../../shared/weekdays';
import { departureIso } from '../../rides/departure-time';
import { COST_SHARE_MESSAGES } from './cost-share-messages';
import { RIDE_RULE_MESSAGES } from './ride-rule-messages';

/** The ride form as its fields hold it. */
export interface RideFormValues {
  pickup: Location | null;
  destination: Location | null;
  /** A datetime-local value, 'YYYY-MM-DDTHH:MM', read as Nairobi wall-clock time. */
  departure: string;
  seats: string;
  price: string;
  vehicleId: string;
  notes: string;
  isRecurring: boolean;
  /** Days of the week, 0 (Sunday) to 6. */
  recurringDays: number[];
  /** The driver confirms each passenger before their booking stands. */
  approvalRequired: boolean;
}

export type RideField =
  | 'pickup'
  | 'destination'
  | 'departure'
  | 'vehicleId'
  | 'seats'
  | 'price'
  | 'notes'
  | 'recurringDays';
/** What is wrong, field by field: messages shown in the language on screen. */
export type RideFormErrors = Partial<Record<RideField, MessageDescriptor>>;

/** The order the form shows its fields in: the first one with a problem gets the focus. */
export const RIDE_FIELD_ORDER: readonly RideField[] = [
  'pickup',
  'destination',
  'departure',
  'vehicleId',
  'seats',
  'price',
  'notes',
  'recurringDays',
];

/** The price field's step (specification §9). */
export const PRICE_STEP = 10;

const maxSeats = MAX_RIDE_SEATS;
const maxPrice = formatKsh(MAX_PRICE);
const maxNotes = NOTES_MAX_LENGTH;

export const RIDE_FORM_MESSAGES = {
  noPickup: msg`Choose where the ride starts.`,
  noDestination: msg`Choose where the ride ends.`,
  samePlace: msg`The pickup and the destination must be different places.`,
  noDeparture: msg`Choose the date and time you leave.`,
  seatsRange: msg`Offer from 1 to ${maxSeats} seats.`,
  price: msg`Enter the price per seat in whole shillings: KSh 0 or more.`,
  priceTooHigh: msg`The price per seat can be at most ${maxPrice}.`,
  noVehicle: msg`Please select a vehicle`,
  notesTooLong: msg`Keep the notes to ${maxNotes} characters.`,
} as const;

export function initialRideForm(): RideFormValues {
  return {
    pickup: null,
    destination: null,
    departure: '',
    seats: '',
    price: '',
    vehicleId: '',
    notes: '',
    isRecurring: false,
    recurringDays: [...WORKWEEK],
    approvalRequired: false,
  };
}

const OFFSET_MS = NAIROBI_UTC_OFFSET_MINUTES * 60_000;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** An instant as a datetime-local value in Nairobi time, to the minute. */
export function nairobiDateTimeLocal(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/** The earliest departure the input offers: now plus 1 hour, rounded up to the minute. */
export function earliestDeparture(now: Date): string {
  const earliest = now.getTime() + MIN_HOURS_BEFORE_DEPARTURE * 3_600_000;
  return nairobiDateTimeLocal(new Date(Math.ceil(earliest / 60_000) * 60_000));
}

/** The last departure the input offers: 90 days from now, rounded down to the minute. */
export function latestDeparture(now: Date): string {
  const latest = now.getTime() + MAX_DAYS_BEFORE_DEPARTURE * 86_400_000;
  return nairobiDateTimeLocal(new Date(Math.floor(latest / 60_000) * 60_000));
}

/** The API's departure ('2026-11-23T07:00:00+03:00') for an input value; null if incomplete. */
export function departureFromInput(value: string): string | null {
  const match = DATE_TIME.exec(value.trim());
  return match?.[1] && match[2] ? departureIso(match[1], match[2]) : null;
}

/** Seats a vehicle can offer: its capacity less the driver's seat, and never over 14. */
export function seatLimit(vehicle: { seatingCapacity: number } | undefined): number {
  return vehicle
    ? Math.max(0, Math.min(MAX_RIDE_SEATS, vehicle.seatingCapacity - 1))
    : MAX_RIDE_SEATS;
}

const wholeNumber = (text: string): number | null =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;

/** The seats the form offers, or null while they are not a number of seats. */
export function offeredSeats(values: Pick<RideFormValues, 'seats'>): number | null {
  const seats = wholeNumber(values.seats);
  return seats !== null && seats > 0 ? seats : null;
}

const samePoint = (a: Location, b: Location) =>
  Math.abs(a.latitude - b.latitude) < 1e-6 && Math.abs(a.longitude - b.longitude) < 1e-6;

/** What the price guide said of the route, when it has answered (use-price-guide.ts). */
export interface CostShareCheck {
  /** The highest price per seat for the seats on the form. */
  maxPricePerSeat: number | null;
  /** The route is shorter than the shortest ride. */
  tooShort: { minKm: number; distanceKm: number } | null;
}

/**
 * What is wrong with the form, field by field, in the words shown under each field; with the
 * price guide's answer, also a price above the cost-sharing ceiling and a route too short.
 */
export function rideFormErrors(
  values: RideFormValues,
  vehicle: { seatingCapacity: number } | undefined,
  now: Date,
  costShare: CostShareCheck = { maxPricePerSeat: null, tooShort: null },
): RideFormErrors {
  const errors: RideFormErrors = {};
  if (!values.pickup) errors.pickup = RIDE_FORM_MESSAGES.noPickup;
  if (!values.destination) errors.destination = RIDE_FORM_MESSAGES.noDestination;
  else if (values.pickup && samePoint(values.pickup, values.destination))
    errors.destination = RIDE_FORM_MESSAGES.samePlace;
  else if (costShare.tooShort)
    errors.destination = COST_SHARE_MESSAGES.tooShort(
      costShare.tooShort.minKm,
      costShare.tooShort.distanceKm,
    );

  const departure = departureFromInput(values.departure);
  if (!departure) errors.departure = RIDE_FORM_MESSAGES.noDeparture;
  else if (new Date(departure).getTime() < now.getTime() + MIN_HOURS_BEFORE_DEPARTURE * 3_600_000)
    errors.departure = RIDE_RULE_MESSAGES.tooSoon;
  else if (new Date(departure).getTime() > now.getTime() + MAX_DAYS_BEFORE_DEPARTURE * 86_400_000)
    errors.departure = RIDE_RULE_MESSAGES.tooFar;

  if (!values.vehicleId) errors.vehicleId = RIDE_FORM_MESSAGES.noVehicle;

  const seats = wholeNumber(values.seats);
  const limit = seatLimit(vehicle);
  if (seats === null || seats < 1 || seats > MAX_RIDE_SEATS)
    errors.seats = RIDE_FORM_MESSAGES.seatsRange;
  else if (vehicle && seats > limit) errors.seats = RIDE_RULE_MESSAGES.tooManySeats(limit);

  const price = wholeNumber(values.price);
  if (price === null) errors.price = RIDE_FORM_MESSAGES.price;
  else if (price > MAX_PRICE) errors.price = RIDE_FORM_MESSAGES.priceTooHigh;
  else if (
    costShare.maxPricePerSeat !== null &&
    seats !== null &&
    !errors.seats &&
    price > costShare.maxPricePerSeat
  )
    errors.price = COST_SHARE_MESSAGES.priceAbove(costShare.maxPricePerSeat, seats);

  if (values.notes.trim().length > NOTES_MAX_LENGTH) errors.notes = RIDE_FORM_MESSAGES.notesTooLong;
  if (values.isRecurring && values.recurringDays.length === 0)
    errors.recurringDays = RIDE_RULE_MESSAGES.noDays;
  return errors;
}

/** The request for a form that has no errors (rideFormErrors is empty). */
export function toCreateRideRequest(values: RideFormValues): CreateRideRequest {
  const departureTime = departureFromInput(values.departure);
  if (!values.pickup || !values.destination || !departureTime)
    throw new Error('the ride form is incomplete');
  const notes = values.notes.trim();
  return {
    pickupLocation: values.pickup,
    destination: values.destination,
    departureTime,
    availableSeats: Number(values.seats),
    pricePerSeat: Number(values.price),
    vehicleId: values.vehicleId,
    ...(notes ? { notes } : {}),
    isRecurring: values.isRecurring,
    recurringDays: values.isRecurring ? [...values.recurringDays].sort() : [],
    ...(values.approvalRequired ? { approvalRequired: true } : {}),
  };
}
