CREATE TABLE "account_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"transaction_type" text NOT NULL,
	"amount" integer NOT NULL,
	"running_balance" integer NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"related_booking_id" uuid,
	"related_commute_id" uuid,
	"transaction_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_statements_amount_not_zero" CHECK ("account_statements"."amount" <> 0),
	CONSTRAINT "account_statements_running_balance_not_negative" CHECK ("account_statements"."running_balance" >= 0),
	CONSTRAINT "account_statements_type_known" CHECK ("account_statements"."transaction_type" in ('topup', 'booking_payment', 'refund', 'earning', 'payout', 'payout_reversal'))
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scheduled_commute_id" uuid NOT NULL,
	"passenger_id" uuid NOT NULL,
	"number_of_seats" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"custom_pickup_latitude" double precision,
	"custom_pickup_longitude" double precision,
	"custom_pickup_address" text,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"booking_date" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_seats_range" CHECK ("bookings"."number_of_seats" between 1 and 14),
	CONSTRAINT "bookings_total_not_negative" CHECK ("bookings"."total_amount" >= 0),
	CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('pending', 'booked', 'completed', 'cancelled')),
	CONSTRAINT "bookings_payment_status_known" CHECK ("bookings"."payment_status" in ('pending', 'paid', 'not_required', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"client_address" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"registration_deadline" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "one_time_codes_failed_attempts_range" CHECK ("one_time_codes"."failed_attempts" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"phone_number" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"merchant_request_id" text,
	"checkout_request_id" text,
	"mpesa_receipt_number" text,
	"result_code" integer,
	"result_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_checkout_request_id_unique" UNIQUE("checkout_request_id"),
	CONSTRAINT "payments_mpesa_receipt_number_unique" UNIQUE("mpesa_receipt_number"),
	CONSTRAINT "payments_amount_range" CHECK ("payments"."amount" between 1 and 250000),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('pending', 'success', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"phone_number" text NOT NULL,
	"payment_method" text DEFAULT 'M-Pesa' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"idempotency_key" text,
	"conversation_id" text,
	"originator_conversation_id" text,
	"transaction_receipt" text,
	"result_code" integer,
	"result_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payouts_conversation_id_unique" UNIQUE("conversation_id"),
	CONSTRAINT "payouts_originator_conversation_id_unique" UNIQUE("originator_conversation_id"),
	CONSTRAINT "payouts_transaction_receipt_unique" UNIQUE("transaction_receipt"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" >= 1),
	CONSTRAINT "payouts_status_known" CHECK ("payouts"."status" in ('Pending', 'Completed', 'Failed'))
);
--> statement-breakpoint
CREATE TABLE "popular_routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"from_location" text NOT NULL,
	"to_location" text NOT NULL,
	"from_latitude" double precision NOT NULL,
	"from_longitude" double precision NOT NULL,
	"to_latitude" double precision NOT NULL,
	"to_longitude" double precision NOT NULL,
	"average_price" integer,
	"popularity" integer DEFAULT 0 NOT NULL,
	"estimated_duration" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popular_routes_popularity_not_negative" CHECK ("popular_routes"."popularity" >= 0),
	CONSTRAINT "popular_routes_average_price_not_negative" CHECK ("popular_routes"."average_price" is null or "popular_routes"."average_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"rater_id" uuid NOT NULL,
	"ratee_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_score_range" CHECK ("ratings"."score" between 1 and 5),
	CONSTRAINT "ratings_not_self" CHECK ("ratings"."rater_id" <> "ratings"."ratee_id")
);
--> statement-breakpoint
CREATE TABLE "registration_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text,
	"document_image_url" text NOT NULL,
	"expiry_date" date,
	"verification_status" text DEFAULT 'pending' NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_documents_status_known" CHECK ("registration_documents"."verification_status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "scheduled_commutes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"pickup_latitude" double precision NOT NULL,
	"pickup_longitude" double precision NOT NULL,
	"pickup_address" text NOT NULL,
	"destination_latitude" double precision NOT NULL,
	"destination_longitude" double precision NOT NULL,
	"destination_address" text NOT NULL,
	"departure_time" timestamp with time zone NOT NULL,
	"available_seats" integer NOT NULL,
	"booked_seats" integer DEFAULT 0 NOT NULL,
	"price_per_seat" integer NOT NULL,
	"total_distance" real,
	"estimated_duration" integer,
	"notes" text,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurring_days" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_commutes_seats_not_negative" CHECK ("scheduled_commutes"."available_seats" >= 0 and "scheduled_commutes"."booked_seats" >= 0),
	CONSTRAINT "scheduled_commutes_seats_at_most_14" CHECK ("scheduled_commutes"."available_seats" + "scheduled_commutes"."booked_seats" <= 14),
	CONSTRAINT "scheduled_commutes_price_not_negative" CHECK ("scheduled_commutes"."price_per_seat" >= 0),
	CONSTRAINT "scheduled_commutes_status_known" CHECK ("scheduled_commutes"."status" in ('active', 'completed', 'cancelled')),
	CONSTRAINT "scheduled_commutes_coordinates_range" CHECK ("scheduled_commutes"."pickup_latitude" between -90 and 90 and "scheduled_commutes"."destination_latitude" between -90 and 90 and "scheduled_commutes"."pickup_longitude" between -180 and 180 and "scheduled_commutes"."destination_longitude" between -180 and 180),
	CONSTRAINT "scheduled_commutes_recurring_days_range" CHECK ("scheduled_commutes"."recurring_days" <@ '{0,1,2,3,4,5,6}'::smallint[])
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_phone" text NOT NULL,
	"message" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_message_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_outbox_status_known" CHECK ("sms_outbox"."status" in ('stored', 'queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"object_key" text NOT NULL,
	"content_type" text,
	"size_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"uploaded_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	CONSTRAINT "uploads_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "uploads_object_key_unique" UNIQUE("object_key"),
	CONSTRAINT "uploads_size_range" CHECK ("uploads"."size_bytes" is null or "uploads"."size_bytes" between 1 and 5242880)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text,
	"password" text,
	"full_name" text,
	"phone_number" text NOT NULL,
	"email" text,
	"national_id" text,
	"gender" text,
	"profile_picture_url" text,
	"is_driver" boolean DEFAULT false NOT NULL,
	"account_balance" integer DEFAULT 0 NOT NULL,
	"rating" real,
	"total_ratings" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"last_known_latitude" double precision,
	"last_known_longitude" double precision,
	"last_known_address" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_phone_number_unique" UNIQUE("phone_number"),
	CONSTRAINT "users_account_balance_not_negative" CHECK ("users"."account_balance" >= 0),
	CONSTRAINT "users_rating_range" CHECK ("users"."rating" is null or "users"."rating" between 0 and 5),
	CONSTRAINT "users_total_ratings_not_negative" CHECK ("users"."total_ratings" >= 0),
	CONSTRAINT "users_gender_known" CHECK ("users"."gender" is null or "users"."gender" in ('Male', 'Female', 'Other')),
	CONSTRAINT "users_last_known_position_range" CHECK (("users"."last_known_latitude" is null or "users"."last_known_latitude" between -90 and 90) and ("users"."last_known_longitude" is null or "users"."last_known_longitude" between -180 and 180))
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"color" text NOT NULL,
	"license_plate" text NOT NULL,
	"seating_capacity" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_license_plate_unique" UNIQUE("license_plate"),
	CONSTRAINT "vehicles_year_range" CHECK ("vehicles"."year" >= 1990),
	CONSTRAINT "vehicles_seating_capacity_range" CHECK ("vehicles"."seating_capacity" between 2 and 20)
);
--> statement-breakpoint
ALTER TABLE "account_statements" ADD CONSTRAINT "account_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_statements" ADD CONSTRAINT "account_statements_related_booking_id_bookings_id_fk" FOREIGN KEY ("related_booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_statements" ADD CONSTRAINT "account_statements_related_commute_id_scheduled_commutes_id_fk" FOREIGN KEY ("related_commute_id") REFERENCES "public"."scheduled_commutes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_scheduled_commute_id_scheduled_commutes_id_fk" FOREIGN KEY ("scheduled_commute_id") REFERENCES "public"."scheduled_commutes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_passenger_id_users_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_ratee_id_users_id_fk" FOREIGN KEY ("ratee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_documents" ADD CONSTRAINT "registration_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_documents" ADD CONSTRAINT "registration_documents_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_commutes" ADD CONSTRAINT "scheduled_commutes_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_commutes" ADD CONSTRAINT "scheduled_commutes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_statements_user_date_idx" ON "account_statements" USING btree ("user_id","transaction_date");--> statement-breakpoint
CREATE UNIQUE INDEX "account_statements_type_reference_unique" ON "account_statements" USING btree ("transaction_type","reference") WHERE "account_statements"."reference" is not null;--> statement-breakpoint
CREATE INDEX "bookings_passenger_idx" ON "bookings" USING btree ("passenger_id","booking_date");--> statement-breakpoint
CREATE INDEX "bookings_commute_idx" ON "bookings" USING btree ("scheduled_commute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_live_per_passenger" ON "bookings" USING btree ("scheduled_commute_id","passenger_id") WHERE "bookings"."status" in ('pending', 'booked');--> statement-breakpoint
CREATE INDEX "one_time_codes_phone_created_idx" ON "one_time_codes" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_address_created_idx" ON "one_time_codes" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_idempotency_key_unique" ON "payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payouts_user_created_idx" ON "payouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_user_idempotency_key_unique" ON "payouts" USING btree ("user_id","idempotency_key") WHERE "payouts"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "popular_routes_from_to_unique" ON "popular_routes" USING btree ("from_location","to_location");--> statement-breakpoint
CREATE INDEX "popular_routes_popularity_idx" ON "popular_routes" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_one_per_booking_and_rater" ON "ratings" USING btree ("booking_id","rater_id");--> statement-breakpoint
CREATE INDEX "ratings_ratee_idx" ON "ratings" USING btree ("ratee_id");--> statement-breakpoint
CREATE INDEX "registration_documents_user_idx" ON "registration_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "registration_documents_status_idx" ON "registration_documents" USING btree ("verification_status","created_at");--> statement-breakpoint
CREATE INDEX "scheduled_commutes_driver_departure_idx" ON "scheduled_commutes" USING btree ("driver_id","departure_time");--> statement-breakpoint
CREATE INDEX "scheduled_commutes_status_departure_idx" ON "scheduled_commutes" USING btree ("status","departure_time");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_created_idx" ON "sms_outbox" USING btree ("to_phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_status_idx" ON "sms_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vehicles_owner_idx" ON "vehicles" USING btree ("owner_id");