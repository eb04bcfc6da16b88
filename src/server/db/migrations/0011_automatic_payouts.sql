ALTER TABLE "users" ADD COLUMN "automatic_payouts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "retry_of" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_retry_of_unique" UNIQUE("retry_of");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_retry_of_payouts_id_fk" FOREIGN KEY ("retry_of") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_retry_is_automatic" CHECK ("payouts"."retry_of" is null or "payouts"."automatic");--> statement-breakpoint
CREATE INDEX "payouts_failed_automatic_idx" ON "payouts" USING btree ("completed_at") WHERE "payouts"."automatic" and "payouts"."status" = 'Failed' and "payouts"."retry_of" is null;--> statement-breakpoint
CREATE TABLE "payout_earnings" (
	"earning_id" uuid PRIMARY KEY NOT NULL,
	"payout_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_earnings" ADD CONSTRAINT "payout_earnings_earning_id_account_statements_id_fk" FOREIGN KEY ("earning_id") REFERENCES "public"."account_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_earnings" ADD CONSTRAINT "payout_earnings_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_earnings_payout_idx" ON "payout_earnings" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "account_statements_earning_date_idx" ON "account_statements" USING btree ("transaction_date") WHERE "account_statements"."transaction_type" = 'earning';
