import { z } from 'zod';
import { INBOX_PAGE, notificationKinds, SAVED_PLACE_LABEL_MAX } from '../rules/commute.ts';
import { MAX_SEATS_PER_BOOKING, SEARCH_RADIUS_KM } from '../rules/rides.ts';
import { passengerBooking } from './rides.ts';

// The daily commute (decisions.md "The daily commute"): saved places, ride alerts, series and
// regular bookings, notifications, preferences and Web Push subscriptions.

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const address = z.string().trim().min(1, 'must not be empty').max(200);
const place = z.object({ latitude, longitude, address });
const placeAnswer = z.object({ latitude: z.number(), longitude: z.number(), address: z.string() });
const weekdays = z
  .array(z.number().int().min(0).max(6))
  .min(1, 'choose at least one day')
  .max(7)
  .transform((days) => [...new Set(days)].sort());
/** 'HH:MM', Nairobi time. */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 07:30');
/** 'YYYY-MM-DD', a Nairobi date. */
export const nairobiDate = z.iso.date({ error: 'must be a date such as 2026-12-24' });
export const idParams = z.object({ id: z.uuid({ error: 'must be an id' }) });

// --- Saved places: GET/POST /api/user/places, PUT/DELETE /api/user/places/:id ----------------
export const savedPlaceRequest = z.object({
  label: z.string().trim().min(1, 'must not be empty').max(SAVED_PLACE_LABEL_MAX),
  latitude,
  longitude,
  address,
});
export type SavedPlaceRequest = z.input<typeof savedPlaceRequest>;
export const savedPlace = z.object({
  id: z.string(),
  /** 'Home' and 'Work' are spelt so, whatever was typed; other labels as the person wrote them. */
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
});
export type SavedPlace = z.infer<typeof savedPlace>;
/** Home first, then Work, then the others in the order they were saved. */
export const savedPlaceList = z.array(savedPlace);

// --- Ride alerts: GET/POST /api/alerts, DELETE /api/alerts/:id -------------------------------
export const rideAlertRequest = z.object({
  pickupLocation: place,
  destination: place,
  maxDistance: z
    .number()
    .min(SEARCH_RADIUS_KM.min)
    .max(SEARCH_RADIUS_KM.max)
    .default(SEARCH_RADIUS_KM.default),
  departureTime: timeOfDay,
  weekdays,
});
export type RideAlertRequest = z.input<typeof rideAlertRequest>;
export const rideAlert = z.object({
  id: z.string(),
  pickupLocation: placeAnswer,
  destination: placeAnswer,
  maxDistance: z.number(),
  departureTime: z.string(),
  weekdays: z.array(z.number().int()),
  createdAt: z.date(),
});
export type RideAlert = z.infer<typeof rideAlert>;
export const rideAlertList = z.array(rideAlert);

// --- Series (a recurring ride that keeps going), for its driver ---------------------------------
// GET /api/rides/series/:id, POST /api/rides/series/:id/skip {date},
// POST /api/rides/series/:id/pause {from, until}, POST /api/rides/series/:id/resume,
// POST /api/rides/series/:id/end
export const seriesStatuses = ['active', 'paused', 'ended'] as const;
export const rideSeries = z.object({
  id: z.string(),
  /** 'paused' while today lies in the holiday. */
  status: z.enum(seriesStatuses),
  pickupLocation: placeAnswer,
  destination: placeAnswer,
  departureTime: z.string(),
  weekdays: z.array(z.number().int()),
  availableSeats: z.number().int(),
  pricePerSeat: z.number().int(),
  pausedFrom: z.string().nullable(),
  pausedUntil: z.string().nullable(),
  skippedDates: z.array(z.string()),
  /** The coming departures, earliest first (the next 4 weeks). */
  departures: z.array(
    z.object({
      rideId: z.string(),
      departureTime: z.date(),
      status: z.enum(['active', 'in_progress', 'completed', 'cancelled']),
      availableSeats: z.number().int(),
      bookedSeats: z.number().int(),
    }),
  ),
});
export type RideSeries = z.infer<typeof rideSeries>;
export const skipDateRequest = z.object({ date: nairobiDate });
export const pauseSeriesRequest = z.object({ from: nairobiDate, until: nairobiDate });
/** What a change to a series did: departures cancelled and passengers refunded. */
export const seriesChangeAnswer = z.object({
  series: rideSeries,
  cancelledRides: z.number().int(),
  refundedBookings: z.number().int(),
});

// --- Regular bookings: POST /api/bookings/series, GET /api/bookings/series,
// DELETE /api/bookings/series/:id -------------------------------------------------------------
export const seriesBookingRequest = z.object({
  /** Any departure of the series; the series is what gets booked. */
  rideId: z.uuid({ error: 'must be a ride id' }),
  weekdays,
  numberOfSeats: z
    .number()
    .int()
    .min(1, 'book at least 1 seat')
    .max(MAX_SEATS_PER_BOOKING, `at most ${MAX_SEATS_PER_BOOKING} seats per booking`),
});
export type SeriesBookingRequest = z.input<typeof seriesBookingRequest>;
export const seriesBooking = z.object({
  id: z.string(),
  seriesId: z.string(),
  weekdays: z.array(z.number().int()),
  numberOfSeats: z.number().int(),
  status: z.enum(['active', 'cancelled']),
  createdAt: z.date(),
  /** Its departures as single bookings, earliest first. */
  bookings: z.array(passengerBooking),
});
export type SeriesBooking = z.infer<typeof seriesBooking>;
export const seriesBookingAnswer = seriesBooking.extend({
  totalAmount: z.number().int(),
  accountBalance: z.number().int(),
});
export const cancelSeriesBookingAnswer = z.object({
  cancelledBookings: z.number().int(),
  refundedAmount: z.number().int(),
  /** Kept for the driver from departures cancelled late, paid to them as each completes. */
  keptAmount: z.number().int(),
  accountBalance: z.number().int(),
});

// --- Notifications: GET /api/notifications, POST /api/notifications/:id/read,
// POST /api/notifications/read-all, GET /api/notifications/unread-count -------------------------
export const notificationKind = z.enum(notificationKinds);
export const notification = z.object({
  id: z.string(),
  kind: notificationKind,
  title: z.string(),
  body: z.string(),
  /** A path of the web app, such as /trip/<rideId>, or null. */
  link: z.string().nullable(),
  createdAt: z.date(),
  readAt: z.date().nullable(),
});
export type Notification = z.infer<typeof notification>;
export const inboxQuery = z.object({
  /** A notification id: the page after it (older). */
  before: z.uuid({ error: 'must be a notification id' }).optional(),
  limit: z.coerce.number().int().min(1).max(INBOX_PAGE.max).default(INBOX_PAGE.default),
});
export const inbox = z.object({
  notifications: z.array(notification),
  unreadCount: z.number().int(),
});
export const unreadCount = z.object({ unreadCount: z.number().int() });

// --- GET/PUT /api/user/notification-preferences ----------------------------------------------
const channelChoice = z.object({ push: z.boolean(), sms: z.boolean() });
/** Per kind: push where the person allowed it on a device, else SMS when `sms` is on. */
export const notificationPreferences = z.object({
  booking: channelChoice,
  trip: channelChoice,
  alert: channelChoice,
  payout: channelChoice,
  document: channelChoice,
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;
export const notificationPreferencesUpdate = notificationPreferences.partial();

// --- Web Push: GET /api/push/public-key, POST/DELETE /api/push/subscriptions -------------------
export const pushPublicKey = z.object({ publicKey: z.string() });
/** The browser's PushSubscription.toJSON(). */
export const pushSubscriptionRequest = z.object({
  endpoint: z.url({ error: 'must be the push service address' }).max(2000),
  /** Milliseconds since 1970, within what a date can hold (a later or negative one is no date). */
  expirationTime: z.number().min(0).max(8.64e15).nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'must be the browser key'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,24}={0,2}$/, 'must be the browser secret'),
  }),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequest>;
export const pushUnsubscribeRequest = z.object({ endpoint: z.string().max(2000) });
