CREATE TABLE "assets" (
	"company_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"imei" text,
	"serial_number" text NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"product_group" text NOT NULL,
	"status" text NOT NULL,
	"user_name" text,
	"service_id" uuid,
	"purchased_on" date NOT NULL,
	"warranty_end" date,
	"repair_fault" text,
	"repair_requested_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_product_idx" ON "assets" USING btree ("company_id","product_name","id");--> statement-breakpoint
CREATE INDEX "assets_status_idx" ON "assets" USING btree ("company_id","status","product_name","id");--> statement-breakpoint
CREATE INDEX "assets_group_idx" ON "assets" USING btree ("company_id","product_group","product_name","id");--> statement-breakpoint
CREATE INDEX "assets_user_idx" ON "assets" USING btree ("company_id",lower("user_name"),"id");--> statement-breakpoint
CREATE INDEX "assets_purchased_idx" ON "assets" USING btree ("company_id","purchased_on","id");--> statement-breakpoint
CREATE INDEX "assets_imei_idx" ON "assets" USING btree ("company_id","imei","id");--> statement-breakpoint
CREATE INDEX "assets_service_idx" ON "assets" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE INDEX "order_items_target_idx" ON "order_items" USING btree ("company_id",("characteristics" ->> 'targetSubscriptionId'));