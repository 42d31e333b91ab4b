ALTER TABLE "media_file" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;
