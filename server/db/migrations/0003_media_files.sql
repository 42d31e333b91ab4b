CREATE TABLE "media_file" (
	"path" varchar(500) PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"original_name" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
