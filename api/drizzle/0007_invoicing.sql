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
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_plaja_id_plajas_id_fk" FOREIGN KEY ("plaja_id") REFERENCES "public"."plajas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reverses_id_invoices_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plajas" ADD CONSTRAINT "plajas_idg_unit_id_idg_units_id_fk" FOREIGN KEY ("idg_unit_id") REFERENCES "public"."idg_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_plaja_number_unique" ON "invoices" USING btree ("plaja_id","number");--> statement-breakpoint
CREATE INDEX "invoices_purchase_order_idx" ON "invoices" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plajas_series_unique" ON "plajas" USING btree ("series");--> statement-breakpoint
CREATE INDEX "plajas_idg_unit_idx" ON "plajas" USING btree ("idg_unit_id");