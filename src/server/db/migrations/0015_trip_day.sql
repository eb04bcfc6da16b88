-- Trip day: a ride in progress, boarding codes, positions, share links, emergency contacts,
-- SOS incidents, disputes and driver strikes.
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"outcome" text,
	"note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "disputes_outcome_known" CHECK ("disputes"."outcome" is null or "disputes"."outcome" in ('refund', 'pay_driver'))
);
--> statement-breakpoint
CREATE TABLE "driver_strikes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_strikes_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "emergency_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emergency_contacts_position_range" CHECK ("emergency_contacts"."position" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scheduled_commute_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"contacts_texted" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"acknowledged_by" uuid,
	"acknowledged_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"resolution_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incidents_status_known" CHECK ("incidents"."status" in ('open', 'acknowledged', 'resolved')),
	CONSTRAINT "incidents_coordinates_range" CHECK (("incidents"."latitude" is null or "incidents"."latitude" between -90 and 90) and ("incidents"."longitude" is null or "incidents"."longitude" between -180 and 180))
);
--> statement-breakpoint
CREATE TABLE "trip_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scheduled_commute_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" real,
	"heading" real,
	"speed" real,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_positions_coordinates_range" CHECK ("trip_positions"."latitude" between -90 and 90 and "trip_positions"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "trip_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scheduled_commute_id" uuid NOT NULL,
	"shared_by" uuid NOT NULL,
	"booking_id" uuid,
	"token_hash" text NOT NULL,
	"sent_to_phone" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "account_statements" DROP CONSTRAINT "account_statements_type_known";--> statement-breakpoint
ALTER TABLE "scheduled_commutes" DROP CONSTRAINT "scheduled_commutes_status_known";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "boarding_code" text DEFAULT lpad((floor(random() * 10000))::int::text, 4, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "boarding_status" text DEFAULT 'waiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "boarding_failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "boarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_commutes" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_commutes" ADD COLUMN "last_position_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_strikes" ADD CONSTRAINT "driver_strikes_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_strikes" ADD CONSTRAINT "driver_strikes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_contacts" ADD CONSTRAINT "emergency_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_scheduled_commute_id_scheduled_commutes_id_fk" FOREIGN KEY ("scheduled_commute_id") REFERENCES "public"."scheduled_commutes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_positions" ADD CONSTRAINT "trip_positions_scheduled_commute_id_scheduled_commutes_id_fk" FOREIGN KEY ("scheduled_commute_id") REFERENCES "public"."scheduled_commutes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_shares" ADD CONSTRAINT "trip_shares_scheduled_commute_id_scheduled_commutes_id_fk" FOREIGN KEY ("scheduled_commute_id") REFERENCES "public"."scheduled_commutes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_shares" ADD CONSTRAINT "trip_shares_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_shares" ADD CONSTRAINT "trip_shares_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("created_at") WHERE "disputes"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "driver_strikes_driver_idx" ON "driver_strikes" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "emergency_contacts_user_position_unique" ON "emergency_contacts" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "incidents_status_created_idx" ON "incidents" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "incidents_ride_idx" ON "incidents" USING btree ("scheduled_commute_id");--> statement-breakpoint
CREATE INDEX "trip_positions_ride_recorded_idx" ON "trip_positions" USING btree ("scheduled_commute_id","recorded_at");--> statement-breakpoint
CREATE INDEX "trip_shares_ride_idx" ON "trip_shares" USING btree ("scheduled_commute_id");--> statement-breakpoint
CREATE INDEX "bookings_held_until_idx" ON "bookings" USING btree ("held_until") WHERE "bookings"."held_until" is not null;--> statement-breakpoint
ALTER TABLE "account_statements" ADD CONSTRAINT "account_statements_type_known" CHECK ("account_statements"."transaction_type" in ('topup', 'booking_payment', 'refund', 'earning', 'payout', 'payout_reversal', 'transfer_out', 'transfer_in', 'earning_reversal'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_boarding_code_digits" CHECK ("bookings"."boarding_code" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_boarding_status_known" CHECK ("bookings"."boarding_status" in ('waiting', 'boarded', 'no_show'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_boarding_failed_attempts_range" CHECK ("bookings"."boarding_failed_attempts" between 0 and 5);--> statement-breakpoint
ALTER TABLE "scheduled_commutes" ADD CONSTRAINT "scheduled_commutes_status_known" CHECK ("scheduled_commutes"."status" in ('active', 'in_progress', 'completed', 'cancelled'));