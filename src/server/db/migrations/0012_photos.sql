ALTER TABLE "vehicles" ADD COLUMN "photo_url" text;
