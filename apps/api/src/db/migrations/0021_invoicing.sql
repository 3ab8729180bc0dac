CREATE SEQUENCE "public"."payer_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 7000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "billing_charges" (
	"company_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"payer_id" uuid NOT NULL,
	"description" text NOT NULL,
	"service_type" text NOT NULL,
	"service_id" text,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"cost_pool_id" uuid,
	"charged_on" date NOT NULL,
	"invoice_id" uuid,
	CONSTRAINT "billing_charges_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"company_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"payer_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	"name" text NOT NULL,
	"service_type" text NOT NULL,
	"monthly_price_cents" bigint NOT NULL,
	"cost_pool_id" uuid,
	"active_from" date NOT NULL,
	"active_until" date,
	CONSTRAINT "billing_subscriptions_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "cost_pools" (
	"company_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_pools_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"company_id" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"description" text NOT NULL,
	"service_type" text NOT NULL,
	"service_id" text,
	"cost_pool_id" uuid,
	"cost_pool_name" text,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"vat_cents" bigint NOT NULL,
	CONSTRAINT "invoice_lines_company_id_invoice_id_line_no_pk" PRIMARY KEY("company_id","invoice_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"company_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"credited_invoice_id" uuid,
	"payer_id" uuid NOT NULL,
	"payer_name" text NOT NULL,
	"invoice_type" text NOT NULL,
	"delivery_channel" text NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"reference_number" text NOT NULL,
	"net_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"payments_known" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "payers" (
	"company_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text DEFAULT lpad(nextval('payer_numbers')::text, 10, '0') NOT NULL,
	"name" text NOT NULL,
	"invoice_type" text NOT NULL,
	"delivery_method" text NOT NULL,
	"email" text,
	"e_invoice_address" text,
	"e_invoice_operator" text,
	"contact_name" text,
	"street" text,
	"postal_number" text,
	"city" text,
	"country" text,
	"reference" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payers_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "billing_charges" ADD CONSTRAINT "billing_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD CONSTRAINT "billing_charges_company_id_payer_id_payers_company_id_id_fk" FOREIGN KEY ("company_id","payer_id") REFERENCES "public"."payers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_company_id_payer_id_payers_company_id_id_fk" FOREIGN KEY ("company_id","payer_id") REFERENCES "public"."payers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_pools" ADD CONSTRAINT "cost_pools_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_company_id_invoice_id_invoices_company_id_id_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payers" ADD CONSTRAINT "payers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_charges_waiting_idx" ON "billing_charges" USING btree ("company_id","payer_id","charged_on") WHERE invoice_id is null;--> statement-breakpoint
CREATE INDEX "billing_subscriptions_payer_idx" ON "billing_subscriptions" USING btree ("company_id","payer_id","active_from");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_pools_name_idx" ON "cost_pools" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "cost_pools_list_idx" ON "cost_pools" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "invoice_lines_cost_pool_idx" ON "invoice_lines" USING btree ("company_id","cost_pool_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_period_idx" ON "invoices" USING btree ("company_id","payer_id","period_start") WHERE kind = 'INVOICE';--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("company_id","invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("company_id","due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_total_idx" ON "invoices" USING btree ("company_id","total_cents","id");--> statement-breakpoint
CREATE INDEX "invoices_payer_idx" ON "invoices" USING btree ("company_id","payer_id","invoice_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payers_number_idx" ON "payers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "payers_name_idx" ON "payers" USING btree ("company_id","name","id");