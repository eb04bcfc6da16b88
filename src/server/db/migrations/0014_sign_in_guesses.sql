-- Wrong sign-in codes are counted per client address, so that a stranger cannot use up the
-- guesses of someone else's fresh code; a code still dies after 20 wrong guesses in all.
CREATE TABLE "sign_in_guesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_guesses_phone_address_created_idx" ON "sign_in_guesses" USING btree ("phone_number","client_address","created_at");
--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_failed_attempts_range";
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_failed_attempts_range" CHECK ("one_time_codes"."failed_attempts" between 0 and 20);
