CREATE TABLE "login_throttles" (
	"email" varchar(255) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_throttles_last_attempt_at_idx" ON "login_throttles" USING btree ("last_attempt_at");