ALTER TABLE "order_approval_rules" ADD COLUMN "approver_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "approver_ids" text[];--> statement-breakpoint
CREATE INDEX "orders_number_sort_idx" ON "orders" USING btree ("company_id","order_number","id");--> statement-breakpoint
CREATE INDEX "orders_monthly_idx" ON "orders" USING btree ("company_id","monthly_cents","id");--> statement-breakpoint
CREATE INDEX "orders_status_number_idx" ON "orders" USING btree ("company_id","status","order_number","id");--> statement-breakpoint
CREATE INDEX "orders_status_monthly_idx" ON "orders" USING btree ("company_id","status","monthly_cents","id");--> statement-breakpoint
CREATE INDEX "orders_type_number_idx" ON "orders" USING btree ("company_id","order_type","order_number","id");--> statement-breakpoint
CREATE INDEX "orders_type_monthly_idx" ON "orders" USING btree ("company_id","order_type","monthly_cents","id");