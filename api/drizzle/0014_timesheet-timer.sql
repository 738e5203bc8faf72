CREATE TABLE "timesheet_timers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"activity_type_id" integer NOT NULL,
	"mjn" varchar(100),
	"details" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timesheet_timers" ADD CONSTRAINT "timesheet_timers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_timers" ADD CONSTRAINT "timesheet_timers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_timers" ADD CONSTRAINT "timesheet_timers_activity_type_id_activity_types_id_fk" FOREIGN KEY ("activity_type_id") REFERENCES "public"."activity_types"("id") ON DELETE cascade ON UPDATE no action;