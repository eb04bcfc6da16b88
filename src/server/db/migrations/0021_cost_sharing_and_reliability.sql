-- Cost sharing and reliability: the car's cost kept with each ride and series, rides whose
-- driver confirms each passenger (bookings `requested` until then, expiring unanswered), late
-- cancellations by drivers and the publishing suspension they lead to, what a passenger's late
-- cancellation keeps for the driver, who cancelled a booking, and the rebooking of a cancelled one.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_known";--> statement-breakpoint
DROP INDEX "bookings_one_live_per_passenger";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kept_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rebooked_as_id" uuid;--> statement-breakpoint
ALTER TABLE "ride_series" ADD COLUMN "car_cost_ksh" integer;--> statement-breakpoint
ALTER TABLE "ride_series" ADD COLUMN "approval_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_commutes" ADD COLUMN "car_cost_ksh" integer;--> statement-breakpoint
ALTER TABLE "scheduled_commutes" ADD COLUMN "approval_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_commutes" ADD COLUMN "late_cancellation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "publishing_suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rebooked_as_id_bookings_id_fk" FOREIGN KEY ("rebooked_as_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_requests_due_idx" ON "bookings" USING btree ("request_expires_at") WHERE "bookings"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "scheduled_commutes_late_cancellations_idx" ON "scheduled_commutes" USING btree ("driver_id","cancelled_at") WHERE "scheduled_commutes"."late_cancellation";--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_live_per_passenger" ON "bookings" USING btree ("scheduled_commute_id","passenger_id") WHERE "bookings"."status" in ('pending', 'requested', 'booked');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kept_within_total" CHECK ("bookings"."kept_amount" >= 0 and "bookings"."kept_amount" <= "bookings"."total_amount");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_known" CHECK ("bookings"."cancelled_by" is null or "bookings"."cancelled_by" in ('passenger', 'driver', 'declined', 'expired', 'account_deleted'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('pending', 'requested', 'booked', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "scheduled_commutes" ADD CONSTRAINT "scheduled_commutes_car_cost_not_negative" CHECK ("scheduled_commutes"."car_cost_ksh" is null or "scheduled_commutes"."car_cost_ksh" >= 0);