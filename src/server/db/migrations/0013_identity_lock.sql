-- The name an agent last approved with the person's National ID: passengers see this one, so a
-- verified driver's later change of name shows only after an agent has checked it again.
ALTER TABLE "users" ADD COLUMN "verified_full_name" text;
--> statement-breakpoint
UPDATE "users" SET "verified_full_name" = "full_name" WHERE "is_verified";
