CREATE SEQUENCE "public"."shop_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "shop_assortment_products" (
	"assortment_id" uuid NOT NULL,
	"product_code" text NOT NULL,
	CONSTRAINT "shop_assortment_products_assortment_id_product_code_pk" PRIMARY KEY("assortment_id","product_code")
);
--> statement-breakpoint
CREATE TABLE "shop_assortments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "shop_assortments_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "shop_cart_entries" (
	"company_id" text NOT NULL,
	"cart_code" text NOT NULL,
	"entry_number" integer NOT NULL,
	"product_code" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shop_cart_entries_company_id_cart_code_entry_number_pk" PRIMARY KEY("company_id","cart_code","entry_number"),
	CONSTRAINT "shop_cart_entries_quantity_positive" CHECK ("shop_cart_entries"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_carts" (
	"company_id" text NOT NULL,
	"code" text NOT NULL,
	"user_id" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"store_id" text,
	"end_customer_reference" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_carts_company_id_code_pk" PRIMARY KEY("company_id","code")
);
--> statement-breakpoint
CREATE TABLE "shop_company_assortments" (
	"company_id" text PRIMARY KEY NOT NULL,
	"assortment_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_lines" (
	"company_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"product_code" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "shop_order_lines_company_id_order_id_line_number_pk" PRIMARY KEY("company_id","order_id","line_number")
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"company_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"user_id" text NOT NULL,
	"store_id" text NOT NULL,
	"end_customer_reference" text NOT NULL,
	"total_items" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "shop_orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"price_cents" integer NOT NULL,
	"image" text NOT NULL,
	"package_size" integer DEFAULT 1 NOT NULL,
	"traffic_light_threshold" integer DEFAULT 5 NOT NULL,
	"synced" boolean DEFAULT false NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_package_size_positive" CHECK ("shop_products"."package_size" >= 1)
);
--> statement-breakpoint
CREATE TABLE "shop_stock" (
	"company_id" text NOT NULL,
	"store_id" text NOT NULL,
	"product_code" text NOT NULL,
	"balance" integer NOT NULL,
	CONSTRAINT "shop_stock_company_id_store_id_product_code_pk" PRIMARY KEY("company_id","store_id","product_code"),
	CONSTRAINT "shop_stock_not_negative" CHECK ("shop_stock"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_stores" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"postal_number" text NOT NULL,
	"city" text NOT NULL,
	CONSTRAINT "shop_stores_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_assortment_products" ADD CONSTRAINT "shop_assortment_products_assortment_id_shop_assortments_id_fk" FOREIGN KEY ("assortment_id") REFERENCES "public"."shop_assortments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_assortment_products" ADD CONSTRAINT "shop_assortment_products_product_code_shop_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."shop_products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_entries" ADD CONSTRAINT "shop_cart_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_entries" ADD CONSTRAINT "shop_cart_entries_product_code_shop_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."shop_products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_entries" ADD CONSTRAINT "shop_cart_entries_company_id_cart_code_shop_carts_company_id_code_fk" FOREIGN KEY ("company_id","cart_code") REFERENCES "public"."shop_carts"("company_id","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_carts" ADD CONSTRAINT "shop_carts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_carts" ADD CONSTRAINT "shop_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_company_assortments" ADD CONSTRAINT "shop_company_assortments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_company_assortments" ADD CONSTRAINT "shop_company_assortments_assortment_id_shop_assortments_id_fk" FOREIGN KEY ("assortment_id") REFERENCES "public"."shop_assortments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_company_id_order_id_shop_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."shop_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_stock" ADD CONSTRAINT "shop_stock_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_stock" ADD CONSTRAINT "shop_stock_product_code_shop_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."shop_products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_stock" ADD CONSTRAINT "shop_stock_company_id_store_id_shop_stores_company_id_id_fk" FOREIGN KEY ("company_id","store_id") REFERENCES "public"."shop_stores"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_stores" ADD CONSTRAINT "shop_stores_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_assortment_products_product_idx" ON "shop_assortment_products" USING btree ("product_code");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_cart_entries_product_idx" ON "shop_cart_entries" USING btree ("company_id","cart_code","product_code");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_carts_active_user_idx" ON "shop_carts" USING btree ("company_id","user_id") WHERE "shop_carts"."active";--> statement-breakpoint
CREATE INDEX "shop_orders_created_idx" ON "shop_orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shop_products_category_idx" ON "shop_products" USING btree ("category","name");--> statement-breakpoint
CREATE INDEX "shop_products_name_trgm_idx" ON "shop_products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_stock_product_idx" ON "shop_stock" USING btree ("company_id","product_code");