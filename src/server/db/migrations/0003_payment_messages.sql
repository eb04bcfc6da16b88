ALTER TABLE "payments" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "last_queried_at" timestamp with time zone;