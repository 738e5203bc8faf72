DROP INDEX "timesheet_entries_project_date_idx";--> statement-breakpoint
CREATE INDEX "timesheet_entries_project_date_idx" ON "timesheet_entries" USING btree ("project_id","manual_date","id");