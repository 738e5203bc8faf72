ALTER TABLE "invoices" DROP CONSTRAINT "invoices_purchase_order_id_purchase_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_reverses_idx" ON "invoices" USING btree ("reverses_id");