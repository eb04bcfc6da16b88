ALTER TABLE "vehicles" DROP CONSTRAINT "vehicles_license_plate_unique";--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_license_plate_unique" ON "vehicles" USING btree ("license_plate") WHERE "vehicles"."deleted_at" is null;