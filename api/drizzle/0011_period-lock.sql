CREATE TABLE "timesheet_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"locked_until" date,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_settings_single_row" CHECK ("timesheet_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "project_categories" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheet_settings" ADD CONSTRAINT "timesheet_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;