CREATE TABLE "sms_inbound" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_message_id" text NOT NULL,
	"from_phone" text NOT NULL,
	"keyword" text,
	"answered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_inbound_provider_message_id_unique" UNIQUE("provider_message_id")
);
--> statement-breakpoint
CREATE TABLE "ussd_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"state" jsonb NOT NULL,
	"last_text" text DEFAULT '' NOT NULL,
	"last_answer" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "delivery_failure" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "retry_id" uuid;--> statement-breakpoint
CREATE INDEX "sms_inbound_phone_received_idx" ON "sms_inbound" USING btree ("from_phone","created_at");--> statement-breakpoint
CREATE INDEX "ussd_sessions_expires_idx" ON "ussd_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_provider_message_idx" ON "sms_outbox" USING btree ("provider_message_id");--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_purpose_known" CHECK ("sms_outbox"."purpose" is null or "sms_outbox"."purpose" in ('sign-in-code', 'booking'));