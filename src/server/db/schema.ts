import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Language } from '../../shared/language.ts';
import { now } from '../clock.ts';

// Money is whole Kenyan shillings in `integer` columns everywhere (1 token = KSh 1).
// Times are `timestamptz`, stored in UTC and shown in Nairobi time.

const id = () => uuid('id').primaryKey().defaultRandom();
// Rows written through drizzle take their times from the server's one clock (src/server/clock.ts).
const createdAt = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => now());
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => now());
const latitude = (name: string) => doublePrecision(name);
const longitude = (name: string) => doublePrecision(name);

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').unique(),
    // Sign-in is by SMS code; the column is kept from the specification's data model, unused.
    password: text('password'),
    fullName: text('full_name'),
    phoneNumber: text('phone_number').notNull().unique(),
    email: text('email'),
    nationalId: text('national_id'),
    gender: text('gender'),
    /** The storage key of the resized picture (features/photos), like document_image_url. */
    profilePictureUrl: text('profile_picture_url'),
    isDriver: boolean('is_driver').notNull().default(false),
    accountBalance: integer('account_balance').notNull().default(0),
    rating: real('rating'),
    totalRatings: integer('total_ratings').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    /** The name an agent approved with the National ID; passengers see it (product rules). */
    verifiedFullName: text('verified_full_name'),
    lastKnownLatitude: latitude('last_known_latitude'),
    lastKnownLongitude: longitude('last_known_longitude'),
    lastKnownAddress: text('last_known_address'),
    /** Earnings go to M-Pesa by the daily run; off, the driver withdraws by hand. */
    automaticPayouts: boolean('automatic_payouts').notNull().default(true),
    /** 'en' or 'sw': screens, API messages and every SMS to this person (decisions.md). */
    language: text('language').$type<Language>().notNull().default('en'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * A deleted account's M-Pesa number, kept only while money may still reach the account after
     * its deletion (bookings held for a report, an open dispute): it is paid there, then forgotten.
     */
    payoutPhoneNumber: text('payout_phone_number'),
    /**
     * Until when the driver may not publish rides: 3 late cancellations in 30 days (product
     * rules, "Cost sharing and reliability"). Past it, publishing works again.
     */
    publishingSuspendedUntil: timestamp('publishing_suspended_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_account_balance_not_negative', sql`${t.accountBalance} >= 0`),
    check('users_rating_range', sql`${t.rating} is null or ${t.rating} between 0 and 5`),
    check('users_total_ratings_not_negative', sql`${t.totalRatings} >= 0`),
    check('users_language', sql`${t.language} in ('en', 'sw')`),
    check(
      'users_gender_known',
      sql`${t.gender} is null or ${t.gender} in ('Male', 'Female', 'Other')`,
    ),
    check(
      'users_last_known_position_range',
      sql`(${t.lastKnownLatitude} is null or ${t.lastKnownLatitude} between -90 and 90) and (${t.lastKnownLongitude} is null or ${t.lastKnownLongitude} between -180 and 180)`,
    ),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    color: text('color').notNull(),
    licensePlate: text('license_plate').notNull(),
    seatingCapacity: integer('seating_capacity').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The storage key of its resized photo (features/photos), like document_image_url. */
    photoUrl: text('photo_url'),
    /** Deleted by its owner; kept only because past rides name it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vehicles_owner_idx').on(t.ownerId),
    // A plate belongs to one vehicle in use; a deleted vehicle keeps its plate for past rides.
    uniqueIndex('vehicles_license_plate_unique')
      .on(t.licensePlate)
      .where(sql`${t.deletedAt} is null`),
    check('vehicles_year_range', sql`${t.year} >= 1990`),
    check('vehicles_seating_capacity_range', sql`${t.seatingCapacity} between 2 and 20`),
  ],
);

export const rideStatuses = ['active', 'in_progress', 'completed', 'cancelled'] as const;

export const rides = pgTable(
  'scheduled_commutes',
  {
    id: id(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    pickupLatitude: latitude('pickup_latitude').notNull(),
    pickupLongitude: longitude('pickup_longitude').notNull(),
    pickupAddress: text('pickup_address').notNull(),
    destinationLatitude: latitude('destination_latitude').notNull(),
    destinationLongitude: longitude('destination_longitude').notNull(),
    destinationAddress: text('destination_address').notNull(),
    departureTime: timestamp('departure_time', { withTimezone: true }).notNull(),
    /** Seats still free. */
    availableSeats: integer('available_seats').notNull(),
    /** Seats taken by bookings. */
    bookedSeats: integer('booked_seats').notNull().default(0),
    pricePerSeat: integer('price_per_seat').notNull(),
    /** Kilometres. */
    totalDistance: real('total_distance'),
    /** Minutes. */
    estimatedDuration: integer('estimated_duration'),
    notes: text('notes'),
    isRecurring: boolean('is_recurring').notNull().default(false),
    /** Weekdays 0 (Sunday) to 6. */
    recurringDays: smallint('recurring_days').array().notNull().default(sql`'{}'::smallint[]`),
    /** The series this departure belongs to (a recurring ride that keeps going); else null. */
    seriesId: uuid('series_id').references((): AnyPgColumn => rideSeries.id),
    /** The car's running cost for the ride's distance when it was published, whole KSh. */
    carCostKsh: integer('car_cost_ksh'),
    /** The driver confirms each passenger: bookings wait as `requested` until then. */
    approvalRequired: boolean('approval_required').notNull().default(false),
    /** Cancelled by its driver less than 12 hours before departure with passengers booked. */
    lateCancellation: boolean('late_cancellation').notNull().default(false),
    status: text('status', { enum: rideStatuses }).notNull().default('active'),
    /** When the driver started the trip (trip day); null until then. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** The driver's last accepted position: at most one every 2 seconds. */
    lastPositionAt: timestamp('last_position_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('scheduled_commutes_driver_departure_idx').on(t.driverId, t.departureTime),
    index('scheduled_commutes_status_departure_idx').on(t.status, t.departureTime),
    index('scheduled_commutes_late_cancellations_idx')
      .on(t.driverId, t.cancelledAt)
      .where(sql`${t.lateCancellation}`),
    // One live departure per series and time: the extension job may run in several processes.
    uniqueIndex('scheduled_commutes_series_departure_unique')
      .on(t.seriesId, t.departureTime)
      .where(sql`${t.seriesId} is not null and ${t.status} <> 'cancelled'`),
    check(
      'scheduled_commutes_seats_not_negative',
      sql`${t.availableSeats} >= 0 and ${t.bookedSeats} >= 0`,
    ),
    check('scheduled_commutes_seats_at_most_14', sql`${t.availableSeats} + ${t.bookedSeats} <= 14`),
    check('scheduled_commutes_price_not_negative', sql`${t.pricePerSeat} >= 0`),
    check(
      'scheduled_commutes_car_cost_not_negative',
      sql`${t.carCostKsh} is null or ${t.carCostKsh} >= 0`,
    ),
    check(
      'scheduled_commutes_status_known',
      sql`${t.status} in ('active', 'in_progress', 'completed', 'cancelled')`,
    ),
    check(
      'scheduled_commutes_coordinates_range',
      sql`${t.pickupLatitude} between -90 and 90 and ${t.destinationLatitude} between -90 and 90 and ${t.pickupLongitude} between -180 and 180 and ${t.destinationLongitude} between -180 and 180`,
    ),
    check(
      'scheduled_commutes_recurring_days_range',
      sql`${t.recurringDays} <@ '{0,1,2,3,4,5,6}'::smallint[]`,
    ),
    // The geo search index (cube + earthdistance + btree_gist) is created in a hand-written
    // migration: drizzle-kit cannot express an index over ll_to_earth().
  ],
);

/** `requested`: paid, its seats held, waiting for the driver's answer (approval rides). */
export const bookingStatuses = [
  'pending',
  'requested',
  'booked',
  'completed',
  'cancelled',
] as const;
/** Who ended a cancelled booking. */
export const bookingCancellers = [
  'passenger',
  'driver',
  'declined',
  'expired',
  'account_deleted',
] as const;
export const paymentStatuses = ['pending', 'paid', 'not_required', 'refunded'] as const;
export const boardingStatuses = ['waiting', 'boarded', 'no_show'] as const;

/** A booking's 4-digit boarding code, which its passenger tells the driver at pickup. */
export const newBoardingCode = () => String(randomInt(0, 10_000)).padStart(4, '0');

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    rideId: uuid('scheduled_commute_id')
      .notNull()
      .references(() => rides.id),
    passengerId: uuid('passenger_id')
      .notNull()
      .references(() => users.id),
    numberOfSeats: integer('number_of_seats').notNull(),
    totalAmount: integer('total_amount').notNull(),
    customPickupLatitude: latitude('custom_pickup_latitude'),
    customPickupLongitude: longitude('custom_pickup_longitude'),
    customPickupAddress: text('custom_pickup_address'),
    notes: text('notes'),
    status: text('status', { enum: bookingStatuses }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('pending'),
    bookingDate: timestamp('booking_date', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => now()),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Who cancelled it: the passenger, the driver (or their ride), a decline, an expiry. */
    cancelledBy: text('cancelled_by', { enum: bookingCancellers }),
    /**
     * What a late cancellation by the passenger kept for the driver, whole KSh: held until the
     * ride completes (then the driver's) or is cancelled (then the passenger's again).
     */
    keptAmount: integer('kept_amount').notNull().default(0),
    /** A `requested` booking not answered by then expires with a full refund. */
    requestExpiresAt: timestamp('request_expires_at', { withTimezone: true }),
    /** The driver's reason for declining, told to the passenger. */
    declineReason: text('decline_reason'),
    /** The booking this cancelled one was rebooked as (once per cancelled booking). */
    rebookedAsId: uuid('rebooked_as_id').references((): AnyPgColumn => bookings.id),
    /** Shown to the passenger only; the driver types it to mark them on board. */
    // From a cryptographic source, like sign-in codes; the table has no SQL default, so a row
    // written without one is refused rather than given a guessable code.
    boardingCode: text('boarding_code').notNull().$defaultFn(newBoardingCode),
    boardingStatus: text('boarding_status', { enum: boardingStatuses })
      .notNull()
      .default('waiting'),
    /** Wrong boarding codes typed for this booking; at 5 the driver is refused. */
    boardingFailedAttempts: integer('boarding_failed_attempts').notNull().default(0),
    boardedAt: timestamp('boarded_at', { withTimezone: true }),
    /**
     * Set at completion for a passenger still `waiting`: the driver's pay for this booking waits
     * until then for the passenger to say the driver never came. Null once settled either way.
     */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** The regular booking this departure was booked with (POST /api/bookings/series); else null. */
    seriesBookingId: uuid('series_booking_id').references((): AnyPgColumn => seriesBookings.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_passenger_idx').on(t.passengerId, t.bookingDate),
    index('bookings_series_booking_idx')
      .on(t.seriesBookingId)
      .where(sql`${t.seriesBookingId} is not null`),
    index('bookings_commute_idx').on(t.rideId),
    // One live booking per passenger per ride; after cancelling they may book again.
    uniqueIndex('bookings_one_live_per_passenger')
      .on(t.rideId, t.passengerId)
      .where(sql`${t.status} in ('pending', 'requested', 'booked')`),
    index('bookings_requests_due_idx').on(t.requestExpiresAt).where(sql`${t.status} = 'requested'`),
    check('bookings_seats_range', sql`${t.numberOfSeats} between 1 and 14`),
    check('bookings_total_not_negative', sql`${t.totalAmount} >= 0`),
    check(
      'bookings_kept_within_total',
      sql`${t.keptAmount} >= 0 and ${t.keptAmount} <= ${t.totalAmount}`,
    ),
    check(
      'bookings_cancelled_by_known',
      sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('passenger', 'driver', 'declined', 'expired', 'account_deleted')`,
    ),
    check(
      'bookings_status_known',
      sql`${t.status} in ('pending', 'requested', 'booked', 'completed', 'cancelled')`,
    ),
    check(
      'bookings_payment_status_known',
      sql`${t.paymentStatus} in ('pending', 'paid', 'not_required', 'refunded')`,
    ),
    check('bookings_boarding_code_digits', sql`${t.boardingCode} ~ '^[0-9]{4}$'`),
    check(
      'bookings_boarding_status_known',
      sql`${t.boardingStatus} in ('waiting', 'boarded', 'no_show')`,
    ),
    check(
      'bookings_boarding_failed_attempts_range',
      sql`${t.boardingFailedAttempts} between 0 and 5`,
    ),
    index('bookings_held_until_idx').on(t.heldUntil).where(sql`${t.heldUntil} is not null`),
  ],
);

export const popularRoutes = pgTable(
  'popular_routes',
  {
    id: id(),
    name: text('name').notNull(),
    fromLocation: text('from_location').notNull(),
    toLocation: text('to_location').notNull(),
    fromLatitude: latitude('from_latitude').notNull(),
    fromLongitude: longitude('from_longitude').notNull(),
    toLatitude: latitude('to_latitude').notNull(),
    toLongitude: longitude('to_longitude').notNull(),
    averagePrice: integer('average_price'),
    popularity: integer('popularity').notNull().default(0),
    /** Minutes. */
    estimatedDuration: integer('estimated_duration'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('popular_routes_from_to_unique').on(t.fromLocation, t.toLocation),
    index('popular_routes_popularity_idx').on(t.popularity),
    check('popular_routes_popularity_not_negative', sql`${t.popularity} >= 0`),
    check(
      'popular_routes_average_price_not_negative',
      sql`${t.averagePrice} is null or ${t.averagePrice} >= 0`,
    ),
  ],
);

export const verificationStatuses = ['pending', 'approved', 'rejected'] as const;

export const registrationDocuments = pgTable(
  'registration_documents',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number'),
    documentImageUrl: text('document_image_url').notNull(),
    expiryDate: date('expiry_date'),
    verificationStatus: text('verification_status', { enum: verificationStatuses })
      .notNull()
      .default('pending'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by').references(() => users.id),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('registration_documents_user_idx').on(t.userId),
    index('registration_documents_status_idx').on(t.verificationStatus, t.createdAt),
    check(
      'registration_documents_status_known',
      sql`${t.verificationStatus} in ('pending', 'approved', 'rejected')`,
    ),
  ],
);

export const transactionTypes = [
  'topup',
  'booking_payment',
  'refund',
  'earning',
  'payout',
  'payout_reversal',
  'transfer_out',
  'transfer_in',
  'earning_reversal',
] as const;

/** The ledger: append-only (a trigger refuses UPDATE and DELETE); amount is signed. */
export const accountStatements = pgTable(
  'account_statements',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    transactionType: text('transaction_type', { enum: transactionTypes }).notNull(),
    amount: integer('amount').notNull(),
    runningBalance: integer('running_balance').notNull(),
    description: text('description').notNull(),
    reference: text('reference'),
    relatedBookingId: uuid('related_booking_id').references(() => bookings.id),
    relatedRideId: uuid('related_commute_id').references(() => rides.id),
    transactionDate: timestamp('transaction_date', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => now()),
  },
  (t) => [
    index('account_statements_user_date_idx').on(t.userId, t.transactionDate),
    // The same money movement is never written twice (a callback replayed, a refund retried).
    // The daily payout run looks for earnings by date.
    index('account_statements_earning_date_idx')
      .on(t.transactionDate)
      .where(sql`${t.transactionType} = 'earning'`),
    uniqueIndex('account_statements_type_reference_unique')
      .on(t.transactionType, t.reference)
      .where(sql`${t.reference} is not null`),
    check('account_statements_amount_not_zero', sql`${t.amount} <> 0`),
    check('account_statements_running_balance_not_negative', sql`${t.runningBalance} >= 0`),
    check(
      'account_statements_type_known',
      sql`${t.transactionType} in ('topup', 'booking_payment', 'refund', 'earning', 'payout', 'payout_reversal', 'transfer_out', 'transfer_in', 'earning_reversal')`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => now()),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    phoneNumber: text('phone_number').notNull(),
    /** Keyed hash (HMAC) of the code; codes are never stored or logged in clear. */
    codeHash: text('code_hash').notNull(),
    /** The address that asked for the code: a new code supersedes only that address's codes. */
    clientAddress: text('client_address').notNull(),
    /** Wrong guesses from every address while the code was live (at most MAX_WRONG_TOTAL). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was verified; a new phone may then register until registrationDeadline. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    registrationDeadline: timestamp('registration_deadline', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('one_time_codes_phone_created_idx').on(t.phoneNumber, t.createdAt),
    index('one_time_codes_address_created_idx').on(t.clientAddress, t.createdAt),
    check('one_time_codes_failed_attempts_range', sql`${t.failedAttempts} between 0 and 20`),
  ],
);

/** One row per wrong sign-in code, so each client address is counted on its own. */
export const signInGuesses = pgTable(
  'sign_in_guesses',
  {
    id: id(),
    phoneNumber: text('phone_number').notNull(),
    clientAddress: text('client_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_guesses_phone_address_created_idx').on(
      t.phoneNumber,
      t.clientAddress,
      t.createdAt,
    ),
  ],
);

/** Fixed-window counters shared by every server process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limits_window_idx').on(t.windowStart),
  ],
);

/** `held`: M-Pesa paid another amount than asked; nothing is credited until an agent checks it. */
export const paymentStatusValues = ['pending', 'success', 'failed', 'held'] as const;

/** M-Pesa STK push top-ups. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    phoneNumber: text('phone_number').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: paymentStatusValues }).notNull().default('pending'),
    merchantRequestId: text('merchant_request_id'),
    checkoutRequestId: text('checkout_request_id').unique(),
    mpesaReceiptNumber: text('mpesa_receipt_number').unique(),
    /** What M-Pesa says was paid, when it differs from `amount` (the payment is then held). */
    paidAmount: integer('paid_amount'),
    resultCode: integer('result_code'),
    /** M-Pesa's own words. */
    resultDescription: text('result_description'),
    /** What the person is told about the outcome. */
    message: text('message'),
    /** When the payment was last checked by STK query (reconciliation). */
    lastQueriedAt: timestamp('last_queried_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    check('payments_amount_range', sql`${t.amount} between 1 and 250000`),
    check('payments_status_known', sql`${t.status} in ('pending', 'success', 'failed', 'held')`),
  ],
);

/** Tokens one person sent another; its two ledger entries reference it as `transfer:<id>`. */
export const tokenTransfers = pgTable(
  'token_transfers',
  {
    id: id(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('token_transfers_sender_idempotency_key_unique').on(t.senderId, t.idempotencyKey),
    index('token_transfers_sender_created_idx').on(t.senderId, t.createdAt),
    check('token_transfers_amount_range', sql`${t.amount} between 1 and 20000`),
    check('token_transfers_not_to_self', sql`${t.senderId} <> ${t.recipientId}`),
  ],
);

export const payoutStatuses = ['Pending', 'Completed', 'Failed'] as const;

/** Withdrawals of tokens to the person's own M-Pesa (B2C): by hand, or drivers' daily run. */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    phoneNumber: text('phone_number').notNull(),
    paymentMethod: text('payment_method').notNull().default('M-Pesa'),
    status: text('status', { enum: payoutStatuses }).notNull().default('Pending'),
    idempotencyKey: text('idempotency_key'),
    conversationId: text('conversation_id').unique(),
    originatorConversationId: text('originator_conversation_id').unique(),
    transactionReceipt: text('transaction_receipt').unique(),
    resultCode: integer('result_code'),
    resultDescription: text('result_description'),
    /** Made by the daily run for a driver's earnings (payout_earnings names them). */
    automatic: boolean('automatic').notNull().default(false),
    /** The failed automatic payout this one tries again; each is tried again once. */
    retryOf: uuid('retry_of')
      .unique()
      .references((): AnyPgColumn => payouts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('payouts_user_created_idx').on(t.userId, t.createdAt),
    index('payouts_failed_automatic_idx')
      .on(t.completedAt)
      .where(sql`${t.automatic} and ${t.status} = 'Failed' and ${t.retryOf} is null`),
    check('payouts_retry_is_automatic', sql`${t.retryOf} is null or ${t.automatic}`),
    uniqueIndex('payouts_user_idempotency_key_unique')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('payouts_amount_positive', sql`${t.amount} >= 1`),
    check('payouts_status_known', sql`${t.status} in ('Pending', 'Completed', 'Failed')`),
  ],
);

/**
 * Which automatic payout took which earning: an earning (a ledger entry) is taken once, by one
 * payout, whatever the number of processes running the daily payout run.
 */
export const payoutEarnings = pgTable(
  'payout_earnings',
  {
    earningId: uuid('earning_id')
      .primaryKey()
      .references(() => accountStatements.id),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id),
  },
  (t) => [index('payout_earnings_payout_idx').on(t.payoutId)],
);

/** Signed single-use upload slots; the file lands in storage under objectKey. */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** SHA-256 of the signature in the upload URL. */
    tokenHash: text('token_hash').notNull().unique(),
    objectKey: text('object_key').notNull().unique(),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes'),
    /** Where the file lands first; it moves to objectKey once its bytes are checked. */
    incomingKey: text('incoming_key'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** When the files of a slot never used before it expired were deleted. */
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
  },
  (t) => [
    index('uploads_user_idx').on(t.userId),
    index('uploads_unprocessed_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.processedAt} is null and ${t.discardedAt} is null`),
    check(
      'uploads_size_range',
      sql`${t.sizeBytes} is null or ${t.sizeBytes} between 1 and 5242880`,
    ),
  ],
);

/** Passenger and driver rate each other once per booking after a completed ride. */
export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    raterId: uuid('rater_id')
      .notNull()
      .references(() => users.id),
    rateeId: uuid('ratee_id')
      .notNull()
      .references(() => users.id),
    score: integer('score').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ratings_one_per_booking_and_rater').on(t.bookingId, t.raterId),
    index('ratings_ratee_idx').on(t.rateeId),
    check('ratings_score_range', sql`${t.score} between 1 and 5`),
    check('ratings_not_self', sql`${t.raterId} <> ${t.rateeId}`),
  ],
);

export const smsStatuses = ['stored', 'queued', 'sent', 'failed'] as const;
export const smsPurposes = ['sign-in-code', 'booking'] as const;

/** Every SMS the product sends; the local provider only stores them here. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    toPhone: text('to_phone').notNull(),
    message: text('message').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: smsStatuses }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
    /**
     * What the message is for, where it matters after sending: a failed sign-in code or booking
     * SMS is sent once more when the provider's delivery report says it failed.
     */
    purpose: text('purpose', { enum: smsPurposes }),
    /** The provider's last delivery report: its status (`Success`, `Failed`, …) and reason. */
    deliveryStatus: text('delivery_status'),
    deliveryFailure: text('delivery_failure'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The row of the one retry of this message, once sent. */
    retryId: uuid('retry_id'),
    /**
     * The person whose action texted someone else (a share link, an SOS, a consent request): the
     * message names them, so it is removed with their account.
     */
    sentForUserId: uuid('sent_for_user_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_outbox_phone_created_idx').on(t.toPhone, t.createdAt),
    index('sms_outbox_sent_for_user_idx')
      .on(t.sentForUserId)
      .where(sql`${t.sentForUserId} is not null`),
    index('sms_outbox_status_idx').on(t.status, t.createdAt),
    index('sms_outbox_provider_message_idx').on(t.providerMessageId),
    check('sms_outbox_status_known', sql`${t.status} in ('stored', 'queued', 'sent', 'failed')`),
    check(
      'sms_outbox_purpose_known',
      sql`${t.purpose} is null or ${t.purpose} in ('sign-in-code', 'booking')`,
    ),
  ],
);

/** Every SMS a person sent to Pamoja (Africa's Talking's inbound callback), once per message id. */
export const smsInbound = pgTable(
  'sms_inbound',
  {
    id: id(),
    /** Africa's Talking's id of the message: a retried callback is the same message. */
    providerMessageId: text('provider_message_id').notNull().unique(),
    fromPhone: text('from_phone').notNull(),
    /** The keyword it was read as (`STOP`, `BAL`, …), or `HELP` for anything else answered. */
    keyword: text('keyword'),
    /** Whether an answer was sent (the help text goes at most once a day to a phone). */
    answered: boolean('answered').notNull().default(false),
    receivedAt: createdAt(),
  },
  (t) => [index('sms_inbound_phone_received_idx').on(t.fromPhone, t.receivedAt)],
);

/**
 * One USSD session (Africa's Talking's `sessionId`): where the person is in the menus. In the
 * database, so whichever server process gets the next step carries on; gone after 5 minutes.
 */
export const ussdSessions = pgTable(
  'ussd_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    phone: text('phone').notNull(),
    /** The menus' own state (the screen, choices so far); its shape is the USSD feature's. */
    state: jsonb('state').notNull(),
    /** The last request's `text` and the answer it got: a provider's retry gets the same. */
    lastText: text('last_text').notNull().default(''),
    lastAnswer: text('last_answer').notNull().default(''),
    updatedAt: updatedAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ussd_sessions_expires_idx').on(t.expiresAt)],
);

/** Small key/value settings the servers share (for example the generated signing key). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Google Maps answers kept a while, shared by every server process: the same lookup within its
 * time is answered from here instead of a billed call. The key is the service and the question.
 */
export const mapsAnswers = pgTable(
  'maps_answers',
  {
    key: text('key').primaryKey(),
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('maps_answers_expires_idx').on(t.expiresAt)],
);

export const documentDecisions = ['approved', 'rejected'] as const;

/** Every agent decision on a document, kept for good: who, when, what and why. */
export const documentReviews = pgTable(
  'document_reviews',
  {
    id: id(),
    documentId: uuid('document_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id),
    decision: text('decision', { enum: documentDecisions }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('document_reviews_document_idx').on(t.documentId),
    check('document_reviews_decision_known', sql`${t.decision} in ('approved', 'rejected')`),
    check(
      'document_reviews_rejection_has_reason',
      sql`${t.decision} = 'approved' or ${t.reason} is not null`,
    ),
  ],
);

export const placeKinds = ['landmark', 'stop', 'town'] as const;

/** Named places for search and geocoding without a maps service, loaded from the places data. */
export const places = pgTable(
  'places',
  {
    id: id(),
    name: text('name').notNull(),
    /** Lower-case name plus aliases, what searches match against. */
    searchText: text('search_text').notNull(),
    kind: text('kind', { enum: placeKinds }).notNull(),
    area: text('area'),
    latitude: latitude('latitude').notNull(),
    longitude: longitude('longitude').notNull(),
  },
  (t) => [
    index('places_search_text_trgm_idx').using('gist', t.searchText.op('gist_trgm_ops')),
    check('places_kind_known', sql`${t.kind} in ('landmark', 'stop', 'town')`),
  ],
);

/** The driver's positions while a trip is in progress; deleted 24 hours after completion. */
export const tripPositions = pgTable(
  'trip_positions',
  {
    id: id(),
    rideId: uuid('scheduled_commute_id')
      .notNull()
      .references(() => rides.id),
    latitude: latitude('latitude').notNull(),
    longitude: longitude('longitude').notNull(),
    /** Metres. */
    accuracy: real('accuracy'),
    /** Degrees clockwise from north. */
    heading: real('heading'),
    /** Metres per second. */
    speed: real('speed'),
    recordedAt: timestamp('recorded_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => now()),
  },
  (t) => [
    index('trip_positions_ride_recorded_idx').on(t.rideId, t.recordedAt),
    check(
      'trip_positions_coordinates_range',
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
  ],
);

/** A link that lets anyone follow a trip live without signing in (the token is stored hashed). */
export const tripShares = pgTable(
  'trip_shares',
  {
    id: id(),
    rideId: uuid('scheduled_commute_id')
      .notNull()
      .references(() => rides.id),
    /** The passenger or the driver who shared it. */
    sharedBy: uuid('shared_by')
      .notNull()
      .references(() => users.id),
    /** The sharer's booking, when a passenger shared it (SMS are counted per booking). */
    bookingId: uuid('booking_id').references(() => bookings.id),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The phone the link was texted to, if any. */
    sentToPhone: text('sent_to_phone'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('trip_shares_ride_idx').on(t.rideId),
    // Share SMS are counted per sharer and per phone texted, each over a day.
    index('trip_shares_texted_by_idx')
      .on(t.sharedBy, t.createdAt)
      .where(sql`${t.sentToPhone} is not null`),
    index('trip_shares_texted_to_idx')
      .on(t.sentToPhone, t.createdAt)
      .where(sql`${t.sentToPhone} is not null`),
  ],
);

/** Up to 3 people texted when their person presses SOS. */
export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** 0 to 2: the order the person gave. */
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** When the contact was texted that the person named them (once per contact). */
    consentSmsAt: timestamp('consent_sms_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('emergency_contacts_user_position_unique').on(t.userId, t.position),
    index('emergency_contacts_phone_idx').on(t.phoneNumber),
    check('emergency_contacts_position_range', sql`${t.position} between 0 and 2`),
  ],
);

/** A phone that answered NO to being someone's emergency contact: they may not name it again. */
export const declinedEmergencyContacts = pgTable(
  'declined_emergency_contacts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    phoneNumber: text('phone_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.phoneNumber] })],
);

export const incidentStatuses = ['open', 'acknowledged', 'resolved'] as const;

/** An SOS pressed on a trip, for the agents on duty. */
export const incidents = pgTable(
  'incidents',
  {
    id: id(),
    rideId: uuid('scheduled_commute_id')
      .notNull()
      .references(() => rides.id),
    /** Who pressed SOS: a passenger of the ride or its driver. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    latitude: latitude('latitude'),
    longitude: longitude('longitude'),
    /** How many emergency contacts were texted (0 beyond the third SOS of a trip). */
    contactsTexted: integer('contacts_texted').notNull().default(0),
    /** Presses of SOS this incident stands for: repeated presses soon after join it. */
    pressCount: integer('press_count').notNull().default(1),
    lastPressedAt: timestamp('last_pressed_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => now()),
    status: text('status', { enum: incidentStatuses }).notNull().default('open'),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolutionNote: text('resolution_note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('incidents_status_created_idx').on(t.status, t.createdAt),
    index('incidents_ride_idx').on(t.rideId),
    index('incidents_ride_user_idx').on(t.rideId, t.userId, t.lastPressedAt),
    check('incidents_status_known', sql`${t.status} in ('open', 'acknowledged', 'resolved')`),
    check('incidents_press_count_positive', sql`${t.pressCount} >= 1`),
    check(
      'incidents_coordinates_range',
      sql`(${t.latitude} is null or ${t.latitude} between -90 and 90) and (${t.longitude} is null or ${t.longitude} between -180 and 180)`,
    ),
  ],
);

export const disputeOutcomes = ['refund', 'pay_driver'] as const;

/** A passenger the driver marked on board (or absent) says the driver never came: agents decide. */
export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    outcome: text('outcome', { enum: disputeOutcomes }),
    note: text('note'),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('disputes_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
    check(
      'disputes_outcome_known',
      sql`${t.outcome} is null or ${t.outcome} in ('refund', 'pay_driver')`,
    ),
  ],
);

/** A mark against a driver: a passenger said, unchallenged, that the driver never came. */
export const driverStrikes = pgTable(
  'driver_strikes',
  {
    id: id(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('driver_strikes_driver_idx').on(t.driverId, t.createdAt)],
);

// --- The daily commute (decisions.md "The daily commute") -------------------------------------

/** A person's named places: Home, Work and up to 8 more, offered first wherever a place is picked. */
export const savedPlaces = pgTable(
  'saved_places',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** 'Home', 'Work' or the person's own name for it; unique per person, whatever the case. */
    label: text('label').notNull(),
    latitude: latitude('latitude').notNull(),
    longitude: longitude('longitude').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('saved_places_user_label_unique').on(t.userId, sql`lower(${t.label})`),
    check(
      'saved_places_coordinates_range',
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
  ],
);

/**
 * A passenger's standing search: told once per ride when a driver posts a ride it would find
 * (or seats free up on a full one). Matched with a GiST index over each alert's pickup and
 * destination boxes (hand-written in the migration, like the rides' search index).
 */
export const rideAlerts = pgTable(
  'ride_alerts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    pickupLatitude: latitude('pickup_latitude').notNull(),
    pickupLongitude: longitude('pickup_longitude').notNull(),
    pickupAddress: text('pickup_address').notNull(),
    destinationLatitude: latitude('destination_latitude').notNull(),
    destinationLongitude: longitude('destination_longitude').notNull(),
    destinationAddress: text('destination_address').notNull(),
    /** Kilometres, as in search. */
    maxDistance: real('max_distance').notNull(),
    /** Minutes after midnight, Nairobi time ('07:30' is 450). */
    departureMinutes: smallint('departure_minutes').notNull(),
    /** Weekdays 0 (Sunday) to 6, Nairobi time. */
    weekdays: smallint('weekdays').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ride_alerts_user_idx').on(t.userId, t.createdAt),
    check('ride_alerts_minutes_range', sql`${t.departureMinutes} between 0 and 1439`),
    check(
      'ride_alerts_weekdays_range',
      sql`${t.weekdays} <@ '{0,1,2,3,4,5,6}'::smallint[] and cardinality(${t.weekdays}) > 0`,
    ),
    check('ride_alerts_max_distance_range', sql`${t.maxDistance} > 0 and ${t.maxDistance} <= 50`),
  ],
);

export const seriesStatuses = ['active', 'ended'] as const;

/**
 * A recurring ride that keeps going: its departures stay 4 weeks ahead (a job adds them) until
 * the driver ends it; single dates may be skipped and a holiday paused.
 */
export const rideSeries = pgTable(
  'ride_series',
  {
    id: id(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    pickupLatitude: latitude('pickup_latitude').notNull(),
    pickupLongitude: longitude('pickup_longitude').notNull(),
    pickupAddress: text('pickup_address').notNull(),
    destinationLatitude: latitude('destination_latitude').notNull(),
    destinationLongitude: longitude('destination_longitude').notNull(),
    destinationAddress: text('destination_address').notNull(),
    /** Minutes after midnight, Nairobi time. */
    departureMinutes: smallint('departure_minutes').notNull(),
    /** Weekdays 0 (Sunday) to 6, Nairobi time. */
    weekdays: smallint('weekdays').array().notNull(),
    availableSeats: integer('available_seats').notNull(),
    pricePerSeat: integer('price_per_seat').notNull(),
    totalDistance: real('total_distance'),
    estimatedDuration: integer('estimated_duration'),
    /** The car's running cost for the series' distance when it was published, whole KSh. */
    carCostKsh: integer('car_cost_ksh'),
    /** Its departures confirm each passenger (bookings wait as `requested`). */
    approvalRequired: boolean('approval_required').notNull().default(false),
    notes: text('notes'),
    status: text('status', { enum: seriesStatuses }).notNull().default('active'),
    /** Nairobi dates the driver skipped: the job never creates a departure on them again. */
    skippedDates: date('skipped_dates', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    /** A holiday, Nairobi dates inclusive: no departures from `pausedFrom` to `pausedUntil`. */
    pausedFrom: date('paused_from', { mode: 'string' }),
    pausedUntil: date('paused_until', { mode: 'string' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ride_series_driver_idx').on(t.driverId, t.createdAt),
    index('ride_series_active_idx').on(t.status),
    check('ride_series_status_known', sql`${t.status} in ('active', 'ended')`),
    check('ride_series_minutes_range', sql`${t.departureMinutes} between 0 and 1439`),
    check(
      'ride_series_weekdays_range',
      sql`${t.weekdays} <@ '{0,1,2,3,4,5,6}'::smallint[] and cardinality(${t.weekdays}) > 0`,
    ),
    check(
      'ride_series_pause_complete',
      sql`(${t.pausedFrom} is null) = (${t.pausedUntil} is null) and (${t.pausedFrom} is null or ${t.pausedFrom} <= ${t.pausedUntil})`,
    ),
  ],
);

export const seriesBookingStatuses = ['active', 'cancelled'] as const;

/** A passenger's regular booking: every remaining departure of a series on chosen weekdays. */
export const seriesBookings = pgTable(
  'series_bookings',
  {
    id: id(),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => rideSeries.id),
    passengerId: uuid('passenger_id')
      .notNull()
      .references(() => users.id),
    weekdays: smallint('weekdays').array().notNull(),
    numberOfSeats: integer('number_of_seats').notNull(),
    status: text('status', { enum: seriesBookingStatuses }).notNull().default('active'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('series_bookings_passenger_idx').on(t.passengerId, t.createdAt),
    index('series_bookings_series_idx').on(t.seriesId),
    check('series_bookings_status_known', sql`${t.status} in ('active', 'cancelled')`),
    check('series_bookings_seats_range', sql`${t.numberOfSeats} between 1 and 14`),
    check(
      'series_bookings_weekdays_range',
      sql`${t.weekdays} <@ '{0,1,2,3,4,5,6}'::smallint[] and cardinality(${t.weekdays}) > 0`,
    ),
  ],
);

export const notificationKinds = ['booking', 'trip', 'alert', 'payout', 'document'] as const;
export const deliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export const deliveryChannels = ['push', 'sms', 'inbox'] as const;

/**
 * Every notification a person gets: their in-app inbox and, in the same row, the durable outbox
 * its delivery (Web Push, else SMS) is worked off from. Written in the same transaction as the
 * event it tells about, so a process that dies afterwards loses nothing; delivered by a job any
 * number of processes run (claimed with a lease and SKIP LOCKED).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where tapping it goes in the web app, a path such as /trip/<rideId>. */
    link: text('link'),
    /** The SMS to send when push does not reach the person; null: never by SMS. */
    smsText: text('sms_text'),
    /** At most one notification per key ever (an alert per person and ride, say). */
    dedupeKey: text('dedupe_key').unique(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deliveryStatus: text('delivery_status', { enum: deliveryStatuses })
      .notNull()
      .default('pending'),
    /** How it reached the person: by push, by SMS, or only in the inbox. */
    deliveredVia: text('delivered_via', { enum: deliveryChannels }),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    /** A deliverer holds the row until then; after it, another process may take it over. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_pending_idx').on(t.createdAt).where(sql`${t.deliveryStatus} = 'pending'`),
    check(
      'notifications_kind_known',
      sql`${t.kind} in ('booking', 'trip', 'alert', 'payout', 'document')`,
    ),
    check(
      'notifications_delivery_status_known',
      sql`${t.deliveryStatus} in ('pending', 'delivered', 'failed')`,
    ),
    check(
      'notifications_delivered_via_known',
      sql`${t.deliveredVia} is null or ${t.deliveredVia} in ('push', 'sms', 'inbox')`,
    ),
  ],
);

/** A person's choice per kind of notification; no row means the defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    push: boolean('push').notNull(),
    sms: boolean('sms').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check(
      'notification_preferences_kind_known',
      sql`${t.kind} in ('booking', 'trip', 'alert', 'payout', 'document')`,
    ),
  ],
);

/** One browser's Web Push subscription (its PushSubscription JSON); removed when it expires. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret, base64url, for RFC 8291 encryption. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expirationTime: timestamp('expiration_time', { withTimezone: true }),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
