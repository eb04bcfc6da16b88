-- Tokens sent between people (issue 17): one row per transfer, exactly once per sender and key;
-- the two ledger entries reference it as 'transfer:<id>'.
CREATE TABLE "token_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_transfers_amount_range" CHECK ("token_transfers"."amount" between 1 and 20000),
	CONSTRAINT "token_transfers_not_to_self" CHECK ("token_transfers"."sender_id" <> "token_transfers"."recipient_id")
);
--> statement-breakpoint
ALTER TABLE "token_transfers" ADD CONSTRAINT "token_transfers_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_transfers" ADD CONSTRAINT "token_transfers_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "token_transfers_sender_idempotency_key_unique" ON "token_transfers" USING btree ("sender_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "token_transfers_sender_created_idx" ON "token_transfers" USING btree ("sender_id","created_at");--> statement-breakpoint
ALTER TABLE "account_statements" DROP CONSTRAINT "account_statements_type_known";--> statement-breakpoint
ALTER TABLE "account_statements" ADD CONSTRAINT "account_statements_type_known" CHECK ("account_statements"."transaction_type" in ('topup', 'booking_payment', 'refund', 'earning', 'payout', 'payout_reversal', 'transfer_out', 'transfer_in'));--> statement-breakpoint
-- A top-up whose callback paid another amount than asked is held for an agent, not credited.
ALTER TABLE "payments" ADD COLUMN "paid_amount" integer;--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_known";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('pending', 'success', 'failed', 'held'));
