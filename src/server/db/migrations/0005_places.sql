CREATE TABLE "places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"search_text" text NOT NULL,
	"kind" text NOT NULL,
	"area" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "places_kind_known" CHECK ("places"."kind" in ('landmark', 'stop', 'town'))
);
--> statement-breakpoint
CREATE INDEX "places_search_text_trgm_idx" ON "places" USING gin ("search_text" gin_trgm_ops);