CREATE TABLE "rate_limit_hit" (
	"key" varchar(64) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hit_key_at_idx" ON "rate_limit_hit" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "rate_limit_hit_expires_at_idx" ON "rate_limit_hit" USING btree ("expires_at");
