CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"plaja_id" integer NOT NULL,
	"series" varchar(20) NOT NULL,
	"number" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"purchase_order_id" integer,
	"reverses_id" integer,
	"issued_on" date NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"po_number" varchar(100) NOT NULL,
	"project_title" varchar(255) NOT NULL,
	"seller_name" varchar(255) NOT NULL,
	"seller_legal_entity" varchar(255) NOT NULL,
	"buyer_name" varchar(255) NOT NULL,
	"buyer_legal_entity" varchar(255) NOT NULL,
	"lines" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'storno'))
);
--> statement-breakpoint
CREATE TABLE "plajas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nume" varchar(255) NOT NULL,
	"series" varchar(20) NOT NULL,
	"idg_unit_id" integer NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_estimate_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cost_estimate_id" integer NOT NULL,
	"details" text,
	"item_type_id" smallint NOT NULL,
	"quantity" numeric(12, 2),
	"unit_cost" numeric(12, 2)
);
--> statement-breakpoint
CREATE TABLE "cost_estimates" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status_id" smallint DEFAULT 3 NOT NULL,
	"client_unit_id" integer,
	"infodesign_unit_id" integer,
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
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_plaja_id_plajas_id_fk" FOREIGN KEY ("plaja_id") REFERENCES "public"."plajas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reverses_id_invoices_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plajas" ADD CONSTRAINT "plajas_idg_unit_id_idg_units_id_fk" FOREIGN KEY ("idg_unit_id") REFERENCES "public"."idg_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_estimate_lines" ADD CONSTRAINT "cost_estimate_lines_cost_estimate_id_cost_estimates_id_fk" FOREIGN KEY ("cost_estimate_id") REFERENCES "public"."cost_estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_estimates" ADD CONSTRAINT "cost_estimates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_estimates" ADD CONSTRAINT "cost_estimates_client_unit_id_client_units_id_fk" FOREIGN KEY ("client_unit_id") REFERENCES "public"."client_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_estimates" ADD CONSTRAINT "cost_estimates_infodesign_unit_id_idg_units_id_fk" FOREIGN KEY ("infodesign_unit_id") REFERENCES "public"."idg_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_expenses" ADD CONSTRAINT "external_expenses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_expenses" ADD CONSTRAINT "external_expenses_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_expenses" ADD CONSTRAINT "external_expenses_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_cost_estimate_id_cost_estimates_id_fk" FOREIGN KEY ("cost_estimate_id") REFERENCES "public"."cost_estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_client_pm_id_users_id_fk" FOREIGN KEY ("client_pm_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_infodesign_pm_id_users_id_fk" FOREIGN KEY ("infodesign_pm_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_client_unit_id_client_units_id_fk" FOREIGN KEY ("client_unit_id") REFERENCES "public"."client_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_plaja_number_unique" ON "invoices" USING btree ("plaja_id","number");--> statement-breakpoint
CREATE INDEX "invoices_purchase_order_idx" ON "invoices" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plajas_series_unique" ON "plajas" USING btree ("series");--> statement-breakpoint
CREATE INDEX "plajas_idg_unit_idx" ON "plajas" USING btree ("idg_unit_id");