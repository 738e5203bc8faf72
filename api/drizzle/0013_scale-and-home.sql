CREATE TABLE "rate_limit_hits" (
	"key" varchar(600) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_ends_at_idx" ON "rate_limit_hits" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "audit_log_feed_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE record_type in ('project', 'purchase-order', 'invoice', 'cost-estimate', 'external-expense');