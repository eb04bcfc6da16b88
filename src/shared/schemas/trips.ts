import { z } from 'zod';
import { EMERGENCY_CONTACT_NAME_MAX, MAX_EMERGENCY_CONTACTS } from '../rules/trips.ts';
import { kenyanPhone } from './auth.ts';
import { bookingStatuses, location } from './rides.ts';

// Trip day (decisions.md "Trip day"): the requests and answers of /api/trips/:rideId/*, the share
// link, emergency contacts, SOS and the agents' incidents and disputes.

export const rideStatuses = ['active', 'in_progress', 'completed', 'cancelled'] as const;
export type RideStatus = (typeof rideStatuses)[number];
export const boardingStatuses = ['waiting', 'boarded', 'no_show'] as const;
export type BoardingStatus = (typeof boardingStatuses)[number];

export const rideIdParams = z.object({ rideId: z.uuid({ error: 'must be a ride id' }) });

// --- Start, position, boarding, end -------------------------------------------------------
export const tripStatusAnswer = z.object({
  status: z.enum(rideStatuses),
  startedAt: z.date().nullable(),
});

export const positionRequest = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Metres. */
  accuracy: z.number().min(0).max(100_000).optional(),
  /** Degrees clockwise from north. */
  heading: z.number().min(0).max(360).optional(),
  /** Metres per second. */
  speed: z.number().min(0).max(100).optional(),
});
export type PositionRequest = z.input<typeof positionRequest>;

export const position = z.object({
  latitude: z.number(),
  longitude: z.number(),
  recordedAt: z.date(),
});
export type Position = z.infer<typeof position>;

export const boardRequest = z.object({
  bookingId: z.uuid({ error: 'must be a booking id' }),
  code: z.string().regex(/^[0-9]{4}$/, 'must be the 4-digit boarding code'),
});
export const bookingOnlyRequest = z.object({
  bookingId: z.uuid({ error: 'must be a booking id' }),
});
export const boardingAnswer = z.object({
  bookingId: z.string(),
  boardingStatus: z.enum(boardingStatuses),
});

/** `POST /api/trips/:rideId/report-no-show`: refunded at once, or a dispute opened for agents. */
export const noShowReportAnswer = z.object({
  outcome: z.enum(['refunded', 'disputed']),
  refundedAmount: z.number().int(),
  accountBalance: z.number().int(),
});

// --- The trip screen (GET /api/trips/:rideId) ------------------------------------------------
const tripDriver = z.object({
  firstName: z.string(),
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  profilePictureUrl: z.string().nullable(),
  /** For the ride's passengers only, so they can call; null for the driver. */
  phoneNumber: z.string().nullable(),
});
const tripVehicle = z.object({
  make: z.string(),
  model: z.string(),
  color: z.string(),
  licensePlate: z.string(),
  photoUrl: z.string().nullable(),
});

/** The passenger's own booking on the trip screen: the boarding code is theirs alone. */
const ownBooking = z.object({
  id: z.string(),
  status: z.enum(bookingStatuses),
  paymentStatus: z.enum(['pending', 'paid', 'not_required', 'refunded']),
  numberOfSeats: z.number().int(),
  totalAmount: z.number().int(),
  pickupLocation: location,
  boardingCode: z.string(),
  boardingStatus: z.enum(boardingStatuses),
  myRating: z.number().int().nullable(),
  /** Until when the passenger may say the driver never came; null when they may not. */
  reportNoShowUntil: z.date().nullable(),
  /**
   * Whether that report goes to an agent instead of refunding at once: the driver tried to board
   * this booking with a wrong code (docs/product-rules.md, Trip day).
   */
  reportOpensDispute: z.boolean(),
  /** A request (`requested`): until when the driver may answer it; else null. */
  requestExpiresAt: z.date().nullable(),
});

/** A passenger as the driver sees them on the trip screen: never their boarding code. */
const tripPassenger = z.object({
  bookingId: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  rating: z.number().nullable(),
  numberOfSeats: z.number().int(),
  pickupLocation: location,
  boardingStatus: z.enum(boardingStatuses),
  /** Wrong codes left before boarding this passenger is refused. */
  boardingTriesLeft: z.number().int(),
  myRating: z.number().int().nullable(),
});

export const tripView = z.object({
  rideId: z.string(),
  role: z.enum(['driver', 'passenger']),
  status: z.enum(rideStatuses),
  departureTime: z.date(),
  estimatedDuration: z.number().int().nullable(),
  startedAt: z.date().nullable(),
  completedAt: z.date().nullable(),
  /** When the driver may start: from `startOpensAt` until `completesAt` (automatic completion). */
  startOpensAt: z.date(),
  completesAt: z.date(),
  /** From when the driver may mark a passenger who never came. */
  noShowOpensAt: z.date(),
  /** SOS works from `sosOpensAt` until `sosClosesAt`. */
  sosOpensAt: z.date(),
  sosClosesAt: z.date(),
  pickupLocation: location,
  destination: location,
  driver: tripDriver,
  vehicle: tripVehicle,
  /** The passenger's own booking; null for the driver. */
  booking: ownBooking.nullable(),
  /** The ride's live bookings; only for the driver (empty for a passenger). */
  passengers: z.array(tripPassenger),
  /** The driver's last position while the trip is in progress, else null. */
  position: position.nullable(),
  /** Whether the caller has at least one emergency contact (the screen reminds them if not). */
  hasEmergencyContacts: z.boolean(),
});
export type TripView = z.infer<typeof tripView>;

// --- Live stream events (GET /api/trips/:rideId/live) ---------------------------------------
export const livePositionEvent = position.extend({
  /** Minutes to this passenger's pickup while they are not on board; else null. */
  etaMinutes: z.number().int().nullable(),
});
export type LivePositionEvent = z.infer<typeof livePositionEvent>;
export type LiveStatusEvent = { status: RideStatus | 'boarded' };
/** `?share=<token>`: a share link's holder, who need not sign in. */
export const liveQuery = z.object({ share: z.string().min(1).max(100).optional() });

// --- Share -------------------------------------------------------------------------------
export const shareRequest = z.object({
  phone: kenyanPhone.optional(),
});
export const shareAnswer = z.object({
  url: z.string(),
  token: z.string(),
  expiresAt: z.date(),
});
export type ShareAnswer = z.infer<typeof shareAnswer>;
export const shareTokenParams = z.object({ token: z.string().min(1).max(100) });
export const revokeShareParams = rideIdParams.extend({ token: z.string().min(1).max(100) });

/** `GET /api/share/:token`: what a family member sees, without signing in. */
export const sharedTrip = z.object({
  rideId: z.string(),
  status: z.enum(rideStatuses),
  departureTime: z.date(),
  startedAt: z.date().nullable(),
  completedAt: z.date().nullable(),
  driver: z.object({
    firstName: z.string(),
    rating: z.number().nullable(),
    ratingCount: z.number().int(),
  }),
  vehicle: tripVehicle.omit({ photoUrl: true }),
  /** The sharing passenger's pickup (the ride's, when the driver shared). */
  pickupLocation: location,
  destination: location,
  position: position.nullable(),
  etaMinutes: z.number().int().nullable(),
  expiresAt: z.date(),
});
export type SharedTrip = z.infer<typeof sharedTrip>;

// --- Emergency contacts and SOS ----------------------------------------------------------
export const emergencyContact = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(EMERGENCY_CONTACT_NAME_MAX),
  phone: kenyanPhone,
});
export type EmergencyContact = z.infer<typeof emergencyContact>;
export const emergencyContactsRequest = z
  .array(emergencyContact)
  .max(MAX_EMERGENCY_CONTACTS, `at most ${MAX_EMERGENCY_CONTACTS} emergency contacts`);
/** As stored: phones in E.164 (an answer schema cannot carry the request's transform). */
export const emergencyContactsAnswer = z.array(z.object({ name: z.string(), phone: z.string() }));

export const sosRequest = z.object({
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});
export const sosAnswer = z.object({
  incidentId: z.string(),
  /**
   * Emergency contacts texted for this SOS (0 when the person has none, or beyond the 3rd
   * incident); a press that joins an incident gives that incident's, texting nobody again.
   */
  contactsTexted: z.number().int(),
  emergencyNumbers: z.array(z.string()),
});

// --- Agents: incidents and disputes --------------------------------------------------------
export const incidentStatuses = ['open', 'acknowledged', 'resolved'] as const;
export const incident = z.object({
  id: z.string(),
  status: z.enum(incidentStatuses),
  createdAt: z.date(),
  /** SOS presses this incident stands for: the person's presses soon after each other join it. */
  pressCount: z.number().int(),
  lastPressedAt: z.date(),
  reporter: z.object({
    name: z.string(),
    phoneNumber: z.string(),
    role: z.enum(['driver', 'passenger']),
  }),
  ride: z.object({
    id: z.string(),
    status: z.enum(rideStatuses),
    departureTime: z.date(),
    pickupLocation: location,
    destination: location,
    driverName: z.string(),
    driverPhone: z.string(),
    vehicle: tripVehicle.omit({ photoUrl: true }),
  }),
  /** Where the person was when they pressed SOS, if their phone said. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The driver's last known position. */
  lastPosition: position.nullable(),
  contactsTexted: z.number().int(),
  acknowledgedAt: z.date().nullable(),
  resolvedAt: z.date().nullable(),
  resolutionNote: z.string().nullable(),
});
export type Incident = z.infer<typeof incident>;
/** `GET /api/admin/incidents?page=`: one page of the agents' list (pages count from 1). */
export const incidentsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const incidentPage = z.object({
  incidents: z.array(incident),
  page: z.number().int(),
  pageCount: z.number().int(),
  /** Incidents in the whole list, every page. */
  total: z.number().int(),
  /** Open incidents (nobody has acknowledged them yet), every page. */
  openCount: z.number().int(),
});
export type IncidentPage = z.infer<typeof incidentPage>;
export const incidentIdParams = z.object({ id: z.uuid({ error: 'must be an incident id' }) });
export const resolveIncidentRequest = z.object({
  note: z.string().trim().min(1, 'must not be empty').max(1000),
});

export const dispute = z.object({
  id: z.string(),
  createdAt: z.date(),
  bookingId: z.string(),
  rideId: z.string(),
  departureTime: z.date(),
  pickupLocation: location,
  destination: location,
  passenger: z.object({ name: z.string(), phoneNumber: z.string() }),
  driver: z.object({
    name: z.string(),
    phoneNumber: z.string(),
    /** Passengers who said, unchallenged, that this driver never came. */
    strikes: z.number().int(),
  }),
  boardingStatus: z.enum(boardingStatuses),
  boardedAt: z.date().nullable(),
  totalAmount: z.number().int(),
  outcome: z.enum(['refund', 'pay_driver']).nullable(),
  note: z.string().nullable(),
  resolvedAt: z.date().nullable(),
});
export type Dispute = z.infer<typeof dispute>;
export const disputeIdParams = z.object({ id: z.uuid({ error: 'must be a dispute id' }) });
export const resolveDisputeRequest = z.object({
  outcome: z.enum(['refund', 'pay_driver']),
  note: z.string().trim().min(1, 'must not be empty').max(1000),
});
