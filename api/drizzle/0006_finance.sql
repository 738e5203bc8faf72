CREATE TABLE "cost_estimate_item_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"unit" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_estimate_job_numbers" (
	"cost_estimate_id" integer NOT NULL,
	"job_number_id" integer NOT NULL,
	CONSTRAINT "cost_estimate_job_numbers_cost_estimate_id_job_number_id_pk" PRIMARY KEY("cost_estimate_id","job_number_id")
);
--> statement-breakpoint
CREATE TABLE "cost_estimate_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cost_estimate_id" integer NOT NULL,
	"details" text NOT NULL,
	"item_type_id" smallint NOT NULL,
	"activity_type_id" integer,
	"quantity" numeric(12, 2),
	"discount" numeric(5, 2),
	"unit_cost" numeric(12, 2)
);
--> statement-breakpoint
CREATE TABLE "cost_estimate_statuses" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_estimates" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status_id" smallint DEFAULT 3 NOT NULL,
	"client_unit_id" integer,
	"infodesign_unit_id" integer,
	"idg_pm_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"code" varchar(100),
	"init_date" date NOT NULL,
	"author_id" integer,
	"value" numeric(14, 2) NOT NULL,
	"currency" varchar(10) NOT NULL,
	"category_id" integer,
	"description" text,
	"document" varchar(500),
	"document_name" varchar(255),
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"cost_estimate_id" integer NOT NULL,
	"po_number" varchar(100) NOT NULL,
	"date" date NOT NULL,
	"invoice_date" date,
	"value" numeric(14, 2) NOT NULL,
	"client_pm_id" integer,
	"infodesign_pm_id" integer,
	"client_unit_id" integer,
	"status_id" smallint DEFAULT 2 NOT NULL,
	"invoice_id" integer,
	"hash_factura" varchar(64),
	"storno_id" integer,
	"hash_storno" varchar(64),
	"po_invoice_um" varchar(100),
	"plaja_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cost_estimate_job_numbers" ADD CONSTRAINT "cost_estimate_job_numbers_cost_estimate_id_cost_estimates_id_fk" FOREIGN KEY ("cost_estimate_id") REFERENCES "public"."cost_estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_estimate_job_numbers" ADD CONSTRAINT "cost_estimate_job_numbers_job_number_id_job_numbers_id_fk" FOREIGN KEY ("job_number_id") REFERENCES "public"."job_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_estimate_lines" ADD CONSTRAINT "cost_estimate_lines_cost_estimate_id_cost_estimates_id_fk" FOREIGN KEY ("cost_estimate_id") REFERENCES "public"."cost_estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_estimate_lines" ADD CONSTRAINT "cost_estimate_lines_item_type_id_cost_estimate_item_types_id_fk" FOREIGN KEY ("item_type_id") REFERENCES "public"."cost_estimate_item_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_estimate_lines" ADD CONSTRAINT "cost_estimate_lines_activity_type_id_activity_types_id_fk" FOREIGN KEY ("activity_type_id") REFERENCES "public"."activity_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_estimates" ADD CONSTRAINT "cost_estimates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_estimates" ADD CONSTRAINT "cost_estimates_status_id_cost_estimate_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."cost_estimate_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_estimates" ADD CONSTRAINT "cost_estimates_client_unit_id_client_units_id_fk" FOREIGN KEY ("client_unit_id") REFERENCES "public"."client_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_estimates" ADD CONSTRAINT "cost_estimates_infodesign_unit_id_idg_units_id_fk" FOREIGN KEY ("infodesign_unit_id") REFERENCES "public"."idg_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_estimates" ADD CONSTRAINT "cost_estimates_idg_pm_id_users_id_fk" FOREIGN KEY ("idg_pm_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_expenses" ADD CONSTRAINT "external_expenses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_expenses" ADD CONSTRAINT "external_expenses_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_expenses" ADD CONSTRAINT "external_expenses_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_cost_estimate_id_cost_estimates_id_fk" FOREIGN KEY ("cost_estimate_id") REFERENCES "public"."cost_estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_client_pm_id_users_id_fk" FOREIGN KEY ("client_pm_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_infodesign_pm_id_users_id_fk" FOREIGN KEY ("infodesign_pm_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_client_unit_id_client_units_id_fk" FOREIGN KEY ("client_unit_id") REFERENCES "public"."client_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_estimate_job_numbers_jn_idx" ON "cost_estimate_job_numbers" USING btree ("job_number_id");--> statement-breakpoint
CREATE INDEX "cost_estimate_lines_estimate_idx" ON "cost_estimate_lines" USING btree ("cost_estimate_id");--> statement-breakpoint
CREATE INDEX "cost_estimate_lines_activity_idx" ON "cost_estimate_lines" USING btree ("activity_type_id");--> statement-breakpoint
CREATE INDEX "cost_estimates_project_idx" ON "cost_estimates" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "external_expenses_project_idx" ON "external_expenses" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "external_expenses_category_idx" ON "external_expenses" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_cost_estimate_idx" ON "purchase_orders" USING btree ("cost_estimate_id");--> statement-breakpoint
INSERT INTO "cost_estimate_statuses" ("id", "name") VALUES (1, 'Approved'), (2, 'Rejected'), (3, 'Pending');--> statement-breakpoint
INSERT INTO "cost_estimate_item_types" ("id", "name", "unit") VALUES (1, 'Hour based', 'hour'), (2, 'Piece', 'piece'), (3, 'Percent discount', 'percent');
