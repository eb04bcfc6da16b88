import { z } from 'zod';
import { DECLINE_REASON_MAX_LENGTH } from '../rules/booking-requests.ts';
import {
  MAX_PRICE,
  MAX_RIDE_SEATS,
  MAX_SEATS_PER_BOOKING,
  NOTES_MAX_LENGTH,
  PLACE_QUERY_LENGTH,
  POPULAR_ROUTES_COUNT,
  SEARCH_RADIUS_KM,
  SEARCH_RESULTS,
} from '../rules/rides.ts';
import { userFacing } from '../user-facing.ts';

/**
 * Degrees. A value too small to mean anything (a subnormal such as 5e-324) is 0: PostgreSQL's
 * trigonometry underflows on it, and a stored one would break every distance test it meets.
 */
const degrees = (limit: number) =>
  z
    .number()
    .min(-limit)
    .max(limit)
    .transform((value) => (Math.abs(value) < 1e-300 ? 0 : value));
const latitude = degrees(90);
const longitude = degrees(180);

export const location = z.object({
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Location = z.infer<typeof location>;

export const vehicleDetails = z.object({
  make: z.string(),
  model: z.string(),
  color: z.string(),
  licensePlate: z.string(),
  /** A link to the vehicle's photo that works for 1 to 2 hours, or null. */
  photoUrl: z.string().nullable(),
});
/** A link to a person's profile picture that works for 1 to 2 hours, or null. */
const pictureUrl = z.string().nullable();

// --- POST /api/Commute/GetUpcomingTripsByLocation ---------------------------------------
export const searchRequest = z.object({
  pickupLatitude: latitude,
  pickupLongitude: longitude,
  destinationLatitude: latitude,
  destinationLongitude: longitude,
  departureDate: z.iso.datetime({
    offset: true,
    error: 'must be an ISO date-time such as 2026-11-23T07:30:00+03:00',
  }),
  maxDistance: z
    .number()
    .min(SEARCH_RADIUS_KM.min)
    .max(SEARCH_RADIUS_KM.max)
    .default(SEARCH_RADIUS_KM.default),
  maxResults: z
    .number()
    .int()
    .min(SEARCH_RESULTS.min)
    .max(SEARCH_RESULTS.max)
    .default(SEARCH_RESULTS.default),
});
export type SearchRequest = z.input<typeof searchRequest>;

/** A scheduled trip as search shows it (first document §3). */
export const scheduledTrip = z.object({
  id: z.string(),
  driverName: z.string(),
  driverRating: z.number().nullable(),
  /** How many ratings the driver's average is of. */
  driverRatingCount: z.number().int(),
  driverProfilePictureUrl: pictureUrl,
  vehicleDetails,
  pickupLocation: location,
  destination: location,
  departureTime: z.date(),
  estimatedDuration: z.number().int().nullable(),
  totalDistance: z.number().nullable(),
  pricePerSeat: z.number().int(),
  availableSeats: z.number().int(),
  bookedSeats: z.number().int(),
  notes: z.string().nullable(),
  /** The series this departure belongs to (a recurring ride), else null. */
  seriesId: z.string().nullable(),
  /** The driver's reliability over the last 90 days: rides completed, and cancelled late. */
  driverCompletedRides: z.number().int(),
  driverLateCancellations: z.number().int(),
  /** The driver confirms each passenger: a booking waits as `requested` until they answer. */
  approvalRequired: z.boolean(),
});
export type ScheduledTrip = z.infer<typeof scheduledTrip>;

// --- POST /api/Commute/SavePassengerBooking ------------------------------------------------
export const bookingRequest = z
  .object({
    scheduledCommuteId: z.uuid({ error: 'must be a ride id' }),
    numberOfSeats: z
      .number()
      .int()
      .min(1, 'book at least 1 seat')
      .max(MAX_SEATS_PER_BOOKING, `at most ${MAX_SEATS_PER_BOOKING} seats per booking`),
    notes: z.string().trim().max(NOTES_MAX_LENGTH).optional(),
    // A pickup point of the passenger's own along the way (issue 17), in the specification's
    // data model names; all three or none.
    customPickupLatitude: latitude.optional(),
    customPickupLongitude: longitude.optional(),
    customPickupAddress: z.string().trim().min(1, 'must not be empty').max(200).optional(),
  })
  .superRefine((request, context) => {
    const fields = [
      'customPickupLatitude',
      'customPickupLongitude',
      'customPickupAddress',
    ] as const;
    if (fields.every((field) => request[field] === undefined)) return;
    for (const field of fields) {
      if (request[field] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: 'a custom pickup needs its latitude, longitude and address',
        });
      }
    }
  });
/** What the app sends to book; the server reads it parsed (trimmed notes). */
export type BookingRequest = z.input<typeof bookingRequest>;

/** A booking's own pickup point, null where the passenger is picked up at the ride's pickup. */
const customPickup = {
  customPickupLatitude: z.number().nullable(),
  customPickupLongitude: z.number().nullable(),
  customPickupAddress: z.string().nullable(),
};

/** `requested`: paid, its seats held, waiting for the driver's answer (approval rides). */
export const bookingStatuses = [
  'pending',
  'requested',
  'booked',
  'completed',
  'cancelled',
] as const;

/** A passenger's booking with its ride, for My Trips and the dashboard. */
export const passengerBooking = z.object({
  id: z.string(),
  scheduledCommuteId: z.string(),
  passengerId: z.string(),
  status: z.enum(bookingStatuses),
  paymentStatus: z.enum(['pending', 'paid', 'not_required', 'refunded']),
  bookingDate: z.date(),
  numberOfSeats: z.number().int(),
  totalAmount: z.number().int(),
  notes: z.string().nullable(),
  /** Where the passenger is picked up: their custom pickup when they chose one, else the ride's. */
  pickupLocation: location,
  ...customPickup,
  destination: location,
  departureTime: z.date(),
  estimatedDuration: z.number().int().nullable(),
  pricePerSeat: z.number().int(),
  driverName: z.string(),
  driverPhone: z.string().nullable(),
  driverRating: z.number().nullable(),
  driverRatingCount: z.number().int(),
  driverProfilePictureUrl: pictureUrl,
  vehicleDetails,
  // Trip day (decisions.md): the ride's own status, the passenger's boarding code (never in the
  // driver's answers), whether they are on board, their rating of the driver (null until rated)
  // and until when they may say the driver never came (null when they may not).
  rideStatus: z.enum(['active', 'in_progress', 'completed', 'cancelled']),
  boardingCode: z.string(),
  boardingStatus: z.enum(['waiting', 'boarded', 'no_show']),
  myRating: z.number().int().nullable(),
  reportNoShowUntil: z.date().nullable(),
  /** The ride's series, and the regular booking this one belongs to (null for a single booking). */
  seriesId: z.string().nullable(),
  seriesBookingId: z.string().nullable(),
  // Cancelling and rebooking (docs/product-rules.md "Cost sharing and reliability"): until when a
  // cancellation refunds in full; who cancelled it and what it kept for the driver; the booking
  // it was rebooked as (a booking its driver cancelled may be rebooked once).
  freeCancellationUntil: z.date(),
  cancelledBy: z.enum(['passenger', 'driver', 'declined', 'expired', 'account_deleted']).nullable(),
  keptAmount: z.number().int(),
  rebookedAsId: z.string().nullable(),
  // A request (docs/product-rules.md "Drivers who confirm each passenger"): until when the
  // driver may answer it (null for a booking that never was one), and the reason the driver gave
  // for declining it (null without one).
  requestExpiresAt: z.date().nullable(),
  declineReason: z.string().nullable(),
});
export type PassengerBooking = z.infer<typeof passengerBooking>;

export const bookingConfirmation = passengerBooking.extend({ accountBalance: z.number().int() });

/** A booking as the ride's driver sees it (second document §3). */
export const driverBooking = z.object({
  id: z.string(),
  scheduledCommuteId: z.string(),
  passengerId: z.string(),
  /** The passenger's first name only while the booking is a request. */
  passengerName: z.string(),
  /** Null while the booking is a request: the driver has not accepted the passenger yet. */
  passengerPhone: z.string().nullable(),
  passengerRating: z.number().nullable(),
  passengerProfilePictureUrl: pictureUrl,
  /** The trips the passenger completed on Pamoja, for the driver deciding on a request. */
  passengerTrips: z.number().int(),
  numberOfSeats: z.number().int(),
  totalAmount: z.number().int(),
  status: z.enum(bookingStatuses),
  paymentStatus: z.enum(['pending', 'paid', 'not_required', 'refunded']),
  bookingDate: z.date(),
  /** Where the passenger is picked up: their custom pickup when they chose one, else the ride's. */
  pickupLocation: location,
  ...customPickup,
  boardingStatus: z.enum(['waiting', 'boarded', 'no_show']),
  /** The driver's rating of this passenger, null until rated. */
  myRating: z.number().int().nullable(),
  /** Until when the driver may answer a request; null for any other booking. */
  requestExpiresAt: z.date().nullable(),
});
export type DriverBooking = z.infer<typeof driverBooking>;

/** A driver's own ride; 'active' shows as 'scheduled'. */
export const driverTrip = z.object({
  id: z.string(),
  status: z.enum(['scheduled', 'in_progress', 'completed', 'cancelled']),
  departureTime: z.date(),
  startedAt: z.date().nullable(),
  pickupLocation: location,
  destination: location,
  pricePerSeat: z.number().int(),
  availableSeats: z.number().int(),
  bookedSeats: z.number().int(),
  estimatedDuration: z.number().int().nullable(),
  totalDistance: z.number().nullable(),
  notes: z.string().nullable(),
  isRecurring: z.boolean(),
  /** The series this departure belongs to, else null. */
  seriesId: z.string().nullable(),
  vehicleDetails,
  /** The driver confirms each passenger (bookings wait as `requested`). */
  approvalRequired: z.boolean(),
});
export type DriverTrip = z.infer<typeof driverTrip>;

/** `GET /api/Commute/GetPastTrips`: passenger bookings (they carry passengerId) and driver trips. */
export const pastTrip = z.union([passengerBooking, driverTrip]);

export const cancelBookingQuery = z.object({
  BookingId: z.uuid({ error: 'must be a booking id' }),
});
export const cancelBookingQueryLower = z.object({
  bookingId: z.uuid({ error: 'must be a booking id' }),
});
export const cancelResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  refundedAmount: z.number().int(),
  /** Back in the passenger's tokens now (the same as refundedAmount). */
  refunded: z.number().int(),
  /** Kept for the driver, paid to them when the ride completes (a late cancellation). */
  kept: z.number().int(),
});

// --- Rebooking a booking its driver cancelled ----------------------------------------------
export const bookingIdParams = z.object({ id: z.uuid({ error: 'must be a booking id' }) });
export const rebookRequest = z.object({ rideId: z.uuid({ error: 'must be a ride id' }) });

// --- A driver's answer to a request (docs/product-rules.md "Drivers who confirm each passenger")
export const declineRequestBody = z.object({
  /** Told to the passenger in the app, never by SMS; blank is no reason. */
  reason: z
    .string()
    .trim()
    .max(DECLINE_REASON_MAX_LENGTH)
    .optional()
    .transform((reason) => reason || undefined),
});

// --- Popular routes ---------------------------------------------------------------------------
export const popularRoute = z.object({
  id: z.string(),
  name: z.string(),
  fromLocation: z.string(),
  toLocation: z.string(),
  fromLatitude: z.number(),
  fromLongitude: z.number(),
  toLatitude: z.number(),
  toLongitude: z.number(),
  popularity: z.number().int(),
  averagePrice: z.number().int().nullable(),
  estimatedDuration: z.number().int().nullable(),
});
export type PopularRoute = z.infer<typeof popularRoute>;
export const popularRoutesQuery = z.object({
  count: z.coerce
    .number()
    .int()
    .min(POPULAR_ROUTES_COUNT.min)
    .max(POPULAR_ROUTES_COUNT.max)
    .default(POPULAR_ROUTES_COUNT.default),
});
export const createPopularRouteRequest = z.object({
  name: z.string().trim().min(3).max(80).optional(),
  fromLocation: z.string().trim().min(2).max(120),
  toLocation: z.string().trim().min(2).max(120),
  fromLatitude: latitude,
  fromLongitude: longitude,
  toLatitude: latitude,
  toLongitude: longitude,
  averagePrice: z.number().int().min(0).max(100_000).optional(),
  estimatedDuration: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .optional(),
});

// --- Places -----------------------------------------------------------------------------------
/**
 * One picking session's random token (typing until a suggestion is chosen), which the server
 * hands Google's Autocomplete and Place Details so that they bill the session as one.
 */
const placeSessionToken = z.uuid().optional();
export const placesQuery = z.object({
  q: z
    .string()
    .trim()
    .min(PLACE_QUERY_LENGTH.min, `type at least ${PLACE_QUERY_LENGTH.min} characters`)
    .max(PLACE_QUERY_LENGTH.max),
  limit: z.coerce.number().int().min(1).max(20).default(8),
  sessionToken: placeSessionToken,
});
/**
 * A place suggestion. The product's own places carry their point; a Google suggestion (kind
 * `address`) carries its `placeId` instead, and its point comes from `GET /api/places/details`.
 */
export const place = z.object({
  name: z.string(),
  kind: z.enum(['landmark', 'stop', 'town', 'address']),
  area: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  placeId: z.string().optional(),
});
export type Place = z.infer<typeof place>;

// --- GET /api/places/details, GET /api/places/geocode ----------------------------------------
export const placeDetailsQuery = z.object({
  placeId: z.string().trim().min(1).max(300),
  sessionToken: placeSessionToken,
});
export const geocodeQuery = z.object({
  address: z
    .string()
    .trim()
    .min(PLACE_QUERY_LENGTH.min, `type at least ${PLACE_QUERY_LENGTH.min} characters`)
    .max(200),
});
export const geocodedPlace = z.object({
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeocodedPlace = z.infer<typeof geocodedPlace>;

// --- POST /api/Commute/SaveCommuteDetails ---------------------------------------------------
const rideLocation = z.object({
  latitude,
  longitude,
  address: z.string().trim().min(1, 'must not be empty').max(200),
});
export const createRideRequest = z.object({
  pickupLocation: rideLocation,
  destination: rideLocation,
  departureTime: z.iso
    .datetime({
      offset: true,
      error: 'must be an ISO date-time such as 2026-11-23T07:30:00+03:00',
    })
    // With its 4 recurring weeks, still a date PostgreSQL can read (JavaScript writes the year
    // 10000 as +010000, which it cannot).
    .refine((value) => Date.parse(value) < Date.UTC(9999, 11, 1), 'must be before December 9999'),
  availableSeats: z.number().int().min(1).max(MAX_RIDE_SEATS),
  pricePerSeat: z.number().int().min(0).max(MAX_PRICE),
  vehicleId: z.uuid({ error: userFacing('Please select a vehicle') }),
  notes: z.string().trim().max(NOTES_MAX_LENGTH).optional(),
  isRecurring: z.boolean().default(false),
  recurringDays: z.array(z.number().int().min(0).max(6)).max(7).default([]),
  /** The driver confirms each passenger before the booking stands (a series: every departure). */
  approvalRequired: z.boolean().default(false),
});
export type CreateRideRequest = z.input<typeof createRideRequest>;
export const createRideResponse = z.object({ message: z.string(), rides: z.array(driverTrip) });

// --- Driver dashboard -------------------------------------------------------------------------
export const driverStats = z.object({
  totalRides: z.number().int(),
  totalEarnings: z.number().int(),
  averageRating: z.number().nullable(),
  activeVehicles: z.number().int(),
});
export const tripHistoryQuery = z.object({
  completed: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export const tripHistoryItem = z.object({
  id: z.string(),
  type: z.enum(['passenger', 'driver']),
  status: z.enum(['requested', 'booked', 'scheduled', 'in_progress', 'completed', 'cancelled']),
  pickupLocation: location,
  destination: location,
  departureTime: z.date(),
  numberOfSeats: z.number().int(),
  totalAmount: z.number().int(),
  pricePerSeat: z.number().int(),
});
export const tripIdQuery = z.object({ tripId: z.uuid({ error: 'must be a ride id' }) });
