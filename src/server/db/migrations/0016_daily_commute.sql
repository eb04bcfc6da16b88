CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"push" boolean NOT NULL,
	"sms" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_preferences_kind_known" CHECK ("notification_preferences"."kind" in ('booking', 'trip', 'alert', 'payout', 'document'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"sms_text" text,
	"dedupe_key" text,
	"read_at" timestamp with time zone,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"delivered_via" text,
	"delivery_attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('booking', 'trip', 'alert', 'payout', 'document')),
	CONSTRAINT "notifications_delivery_status_known" CHECK ("notifications"."delivery_status" in ('pending', 'delivered', 'failed')),
	CONSTRAINT "notifications_delivered_via_known" CHECK ("notifications"."delivered_via" is null or "notifications"."delivered_via" in ('push', 'sms', 'inbox'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"expiration_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "ride_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pickup_latitude" double precision NOT NULL,
	"pickup_longitude" double precision NOT NULL,
	"pickup_address" text NOT NULL,
	"destination_latitude" double precision NOT NULL,
	"destination_longitude" double precision NOT NULL,
	"destination_address" text NOT NULL,
	"max_distance" real NOT NULL,
	"departure_minutes" smallint NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_alerts_minutes_range" CHECK ("ride_alerts"."departure_minutes" between 0 and 1439),
	CONSTRAINT "ride_alerts_weekdays_range" CHECK ("ride_alerts"."weekdays" <@ '{0,1,2,3,4,5,6}'::smallint[] and cardinality("ride_alerts"."weekdays") > 0),
	CONSTRAINT "ride_alerts_max_distance_range" CHECK ("ride_alerts"."max_distance" > 0 and "ride_alerts"."max_distance" <= 50)
);
--> statement-breakpoint
CREATE TABLE "ride_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"pickup_latitude" double precision NOT NULL,
	"pickup_longitude" double precision NOT NULL,
	"pickup_address" text NOT NULL,
	"destination_latitude" double precision NOT NULL,
	"destination_longitude" double precision NOT NULL,
	"destination_address" text NOT NULL,
	"departure_minutes" smallint NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"available_seats" integer NOT NULL,
	"price_per_seat" integer NOT NULL,
	"total_distance" real,
	"estimated_duration" integer,
	"notes" text,
	"status" text DEFAULT 'active' NOT NULL,
	"skipped_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"paused_from" date,
	"paused_until" date,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_series_status_known" CHECK ("ride_series"."status" in ('active', 'ended')),
	CONSTRAINT "ride_series_minutes_range" CHECK ("ride_series"."departure_minutes" between 0 and 1439),
	CONSTRAINT "ride_series_weekdays_range" CHECK ("ride_series"."weekdays" <@ '{0,1,2,3,4,5,6}'::smallint[] and cardinality("ride_series"."weekdays") > 0),
	CONSTRAINT "ride_series_pause_complete" CHECK (("ride_series"."paused_from" is null) = ("ride_series"."paused_until" is null) and ("ride_series"."paused_from" is null or "ride_series"."paused_from" <= "ride_series"."paused_until"))
);
--> statement-breakpoint
CREATE TABLE "saved_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_places_coordinates_range" CHECK ("saved_places"."latitude" between -90 and 90 and "saved_places"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "series_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series_id" uuid NOT NULL,
	"passenger_id" uuid NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"number_of_seats" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_bookings_status_known" CHECK ("series_bookings"."status" in ('active', 'cancelled')),
	CONSTRAINT "series_bookings_seats_range" CHECK ("series_bookings"."number_of_seats" between 1 and 14),
	CONSTRAINT "series_bookings_weekdays_range" CHECK ("series_bookings"."weekdays" <@ '{0,1,2,3,4,5,6}'::smallint[] and cardinality("series_bookings"."weekdays") > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "scheduled_commutes" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_alerts" ADD CONSTRAINT "ride_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_series" ADD CONSTRAINT "ride_series_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_series" ADD CONSTRAINT "ride_series_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_places" ADD CONSTRAINT "saved_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_bookings" ADD CONSTRAINT "series_bookings_series_id_ride_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."ride_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_bookings" ADD CONSTRAINT "series_bookings_passenger_id_users_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_pending_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."delivery_status" = 'pending';--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ride_alerts_user_idx" ON "ride_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ride_series_driver_idx" ON "ride_series" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "ride_series_active_idx" ON "ride_series" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_places_user_label_unique" ON "saved_places" USING btree ("user_id",lower("label"));--> statement-breakpoint
CREATE INDEX "series_bookings_passenger_idx" ON "series_bookings" USING btree ("passenger_id","created_at");--> statement-breakpoint
CREATE INDEX "series_bookings_series_idx" ON "series_bookings" USING btree ("series_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_booking_id_series_bookings_id_fk" FOREIGN KEY ("series_booking_id") REFERENCES "public"."series_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_commutes" ADD CONSTRAINT "scheduled_commutes_series_id_ride_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."ride_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_series_booking_idx" ON "bookings" USING btree ("series_booking_id") WHERE "bookings"."series_booking_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_commutes_series_departure_unique" ON "scheduled_commutes" USING btree ("series_id","departure_time") WHERE "scheduled_commutes"."series_id" is not null and "scheduled_commutes"."status" <> 'cancelled';--> statement-breakpoint
-- Ride alerts are matched the other way round from search: a new ride's pickup and destination
-- must lie inside each alert's own boxes, earth_box(alert point, alert radius). One GiST index
-- over both boxes finds the candidate alerts; earth_distance then trims the box corners. A query
-- uses it with exactly these expressions:
--   earth_box(ll_to_earth(pickup_latitude, pickup_longitude), max_distance::float8 * 1000) @> ll_to_earth(<ride pickup>)
CREATE INDEX IF NOT EXISTS ride_alerts_match_idx ON ride_alerts USING gist (
  earth_box(ll_to_earth(pickup_latitude, pickup_longitude), max_distance::float8 * 1000),
  earth_box(ll_to_earth(destination_latitude, destination_longitude), max_distance::float8 * 1000)
);
