ALTER TABLE "employee" ADD COLUMN "show_on_website" boolean DEFAULT true NOT NULL;
