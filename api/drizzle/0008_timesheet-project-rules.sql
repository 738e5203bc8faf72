ALTER TABLE "projects" ADD COLUMN "min_te_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "is_vacation" boolean DEFAULT false NOT NULL;