-- Security and privacy fixes: repeated SOS presses join one incident; Google answers kept for
-- every process; share SMS counted per sharer and per phone; emergency contacts' consent and
-- refusals; unused upload slots' files deleted; the texts that name a deleted person; the M-Pesa
-- number a deleted account's later money goes to; boarding codes only from the application's
-- cryptographic source (no SQL default).
CREATE TABLE "declined_emergency_contacts" (
	"user_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "declined_emergency_contacts_user_id_phone_number_pk" PRIMARY KEY("user_id","phone_number")
);
--> statement-breakpoint
CREATE TABLE "maps_answers" (
	"key" text PRIMARY KEY NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "boarding_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "emergency_contacts" ADD COLUMN "consent_sms_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "press_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "last_pressed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "incidents" SET "last_pressed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "sent_for_user_id" uuid;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "discarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payout_phone_number" text;--> statement-breakpoint
ALTER TABLE "declined_emergency_contacts" ADD CONSTRAINT "declined_emergency_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maps_answers_expires_idx" ON "maps_answers" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "emergency_contacts_phone_idx" ON "emergency_contacts" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "incidents_ride_user_idx" ON "incidents" USING btree ("scheduled_commute_id","user_id","last_pressed_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_sent_for_user_idx" ON "sms_outbox" USING btree ("sent_for_user_id") WHERE "sms_outbox"."sent_for_user_id" is not null;--> statement-breakpoint
CREATE INDEX "trip_shares_texted_by_idx" ON "trip_shares" USING btree ("shared_by","created_at") WHERE "trip_shares"."sent_to_phone" is not null;--> statement-breakpoint
CREATE INDEX "trip_shares_texted_to_idx" ON "trip_shares" USING btree ("sent_to_phone","created_at") WHERE "trip_shares"."sent_to_phone" is not null;--> statement-breakpoint
CREATE INDEX "uploads_unprocessed_expiry_idx" ON "uploads" USING btree ("expires_at") WHERE "uploads"."processed_at" is null and "uploads"."discarded_at" is null;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_press_count_positive" CHECK ("incidents"."press_count" >= 1);