CREATE TABLE "timesheet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"activity_type_id" integer NOT NULL,
	"manual_date" date NOT NULL,
	"hours" numeric(6, 2) NOT NULL,
	"unit_cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"extra_request" boolean DEFAULT false NOT NULL,
	"overtime" boolean DEFAULT false NOT NULL,
	"qa_issue" boolean DEFAULT false NOT NULL,
	"details" text,
	"mjn" varchar(100),
	"approval_state" smallint DEFAULT 0 NOT NULL,
	"approve_feedback" text,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_activity_type_id_activity_types_id_fk" FOREIGN KEY ("activity_type_id") REFERENCES "public"."activity_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_entries_user_date_idx" ON "timesheet_entries" USING btree ("user_id","manual_date");--> statement-breakpoint
CREATE INDEX "timesheet_entries_project_date_idx" ON "timesheet_entries" USING btree ("project_id","manual_date");--> statement-breakpoint
CREATE INDEX "timesheet_entries_date_idx" ON "timesheet_entries" USING btree ("manual_date");--> statement-breakpoint
CREATE INDEX "timesheet_entries_pending_idx" ON "timesheet_entries" USING btree ("manual_date","project_id") WHERE "timesheet_entries"."approval_state" = 0;