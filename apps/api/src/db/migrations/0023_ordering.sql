CREATE TABLE "catalogue_bundle_products" (
	"bundle_id" text NOT NULL,
	"product_code" text NOT NULL,
	"default_product" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_bundle_products_bundle_id_product_code_pk" PRIMARY KEY("bundle_id","product_code")
);
--> statement-breakpoint
CREATE TABLE "catalogue_bundles" (
	"id" text PRIMARY KEY NOT NULL,
	"root_template_id" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" text,
	"main_product_bundle" boolean DEFAULT false NOT NULL,
	"order_level_selection" boolean DEFAULT false NOT NULL,
	"display_priority" integer DEFAULT 0 NOT NULL,
	"min_items" integer DEFAULT 0 NOT NULL,
	"max_items" integer DEFAULT 1 NOT NULL,
	"required_products" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_characteristics" (
	"product_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"editable" boolean DEFAULT true NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"display_priority" integer DEFAULT 0 NOT NULL,
	"default_value" text,
	"validation_rule" text,
	"min_length" integer,
	"max_length" integer,
	"min_value" integer,
	"max_value" integer,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "catalogue_characteristics_product_code_code_pk" PRIMARY KEY("product_code","code")
);
--> statement-breakpoint
CREATE TABLE "catalogue_prices" (
	"product_code" text NOT NULL,
	"position" integer NOT NULL,
	"billing_type" text NOT NULL,
	"value_cents" bigint NOT NULL,
	"term_months" integer,
	CONSTRAINT "catalogue_prices_product_code_position_pk" PRIMARY KEY("product_code","position")
);
--> statement-breakpoint
CREATE TABLE "catalogue_products" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"offering_type" text NOT NULL,
	"image_url" text,
	"number_type" text,
	"stock" integer,
	"root_template_id" text,
	"display_priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_root_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"company_id" text NOT NULL,
	"code" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"order_type" text,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "carts_company_id_code_pk" PRIMARY KEY("company_id","code")
);
--> statement-breakpoint
CREATE TABLE "number_pool" (
	"company_id" text NOT NULL,
	"number" text NOT NULL,
	"number_type" text NOT NULL,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"cart_code" uuid,
	"available_from" timestamp with time zone,
	CONSTRAINT "number_pool_company_id_number_pk" PRIMARY KEY("company_id","number")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"company_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"item_no" integer NOT NULL,
	"orderline_bundle_no" integer NOT NULL,
	"bundle_no" integer NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"offering_type" text NOT NULL,
	"one_time_cents" bigint NOT NULL,
	"monthly_cents" bigint NOT NULL,
	"characteristics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "order_items_company_id_order_id_item_no_pk" PRIMARY KEY("company_id","order_id","item_no")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"company_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "orders_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 4100001 CACHE 1),
	"cart_code" uuid NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"acting_user_id" text,
	"status" text NOT NULL,
	"order_type" text NOT NULL,
	"manual_check_required" boolean NOT NULL,
	"one_time_cents" bigint NOT NULL,
	"monthly_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "catalogue_bundle_products" ADD CONSTRAINT "catalogue_bundle_products_bundle_id_catalogue_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."catalogue_bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_bundle_products" ADD CONSTRAINT "catalogue_bundle_products_product_code_catalogue_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."catalogue_products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_bundles" ADD CONSTRAINT "catalogue_bundles_root_template_id_catalogue_root_templates_id_fk" FOREIGN KEY ("root_template_id") REFERENCES "public"."catalogue_root_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_characteristics" ADD CONSTRAINT "catalogue_characteristics_product_code_catalogue_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."catalogue_products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_prices" ADD CONSTRAINT "catalogue_prices_product_code_catalogue_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."catalogue_products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_root_template_id_catalogue_root_templates_id_fk" FOREIGN KEY ("root_template_id") REFERENCES "public"."catalogue_root_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_pool" ADD CONSTRAINT "number_pool_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_company_id_order_id_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_bundles_root_idx" ON "catalogue_bundles" USING btree ("root_template_id");--> statement-breakpoint
CREATE INDEX "catalogue_products_category_idx" ON "catalogue_products" USING btree ("category","display_priority","code");--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("company_id","user_id","created_at","code");--> statement-breakpoint
CREATE INDEX "number_pool_free_idx" ON "number_pool" USING btree ("company_id","number_type","status","number");--> statement-breakpoint
CREATE INDEX "number_pool_cart_idx" ON "number_pool" USING btree ("company_id","cart_code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_idx" ON "orders" USING btree ("company_id","cart_code");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("company_id","status","created_at","id");