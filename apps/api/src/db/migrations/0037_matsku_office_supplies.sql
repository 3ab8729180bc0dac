CREATE TABLE "shop_office_supply_order_lines" (
	"company_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"item" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shop_office_supply_order_lines_company_id_order_id_line_number_pk" PRIMARY KEY("company_id","order_id","line_number"),
	CONSTRAINT "shop_office_supply_lines_quantity_positive" CHECK ("shop_office_supply_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_office_supply_orders" (
	"company_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"user_id" text NOT NULL,
	"store_number" text NOT NULL,
	"post_number" text NOT NULL,
	"city" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_office_supply_orders_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "shop_office_supply_orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
ALTER TABLE "shop_office_supply_order_lines" ADD CONSTRAINT "shop_office_supply_order_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_office_supply_order_lines" ADD CONSTRAINT "shop_office_supply_order_lines_company_id_order_id_shop_office_supply_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."shop_office_supply_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_office_supply_orders" ADD CONSTRAINT "shop_office_supply_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_office_supply_orders" ADD CONSTRAINT "shop_office_supply_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_office_supply_orders_created_idx" ON "shop_office_supply_orders" USING btree ("company_id","created_at","id");