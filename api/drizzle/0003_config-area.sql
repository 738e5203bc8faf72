CREATE TABLE "activity_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"rate" varchar(50),
	"usd_currency" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"legal_entity" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idg_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"legal_entity" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_activity_types" (
	"user_id" integer NOT NULL,
	"activity_type_id" integer NOT NULL,
	CONSTRAINT "user_activity_types_user_id_activity_type_id_pk" PRIMARY KEY("user_id","activity_type_id")
);
--> statement-breakpoint
CREATE TABLE "user_project_categories" (
	"user_id" integer NOT NULL,
	"project_category_id" integer NOT NULL,
	CONSTRAINT "user_project_categories_user_id_project_category_id_pk" PRIMARY KEY("user_id","project_category_id")
);
--> statement-breakpoint
CREATE TABLE "wildcards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"wildcard_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" varchar(50);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_activity_types" ADD CONSTRAINT "user_activity_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity_types" ADD CONSTRAINT "user_activity_types_activity_type_id_activity_types_id_fk" FOREIGN KEY ("activity_type_id") REFERENCES "public"."activity_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_project_categories" ADD CONSTRAINT "user_project_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_project_categories" ADD CONSTRAINT "user_project_categories_project_category_id_project_categories_id_fk" FOREIGN KEY ("project_category_id") REFERENCES "public"."project_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wildcards" ADD CONSTRAINT "wildcards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_activity_types_type_idx" ON "user_activity_types" USING btree ("activity_type_id");--> statement-breakpoint
CREATE INDEX "user_project_categories_category_idx" ON "user_project_categories" USING btree ("project_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wildcards_user_date_unique" ON "wildcards" USING btree ("user_id","wildcard_date");--> statement-breakpoint
CREATE INDEX "wildcards_date_idx" ON "wildcards" USING btree ("wildcard_date");