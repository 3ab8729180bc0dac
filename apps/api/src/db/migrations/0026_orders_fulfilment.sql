CREATE TABLE "order_fulfilment" (
	"company_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "order_fulfilment_company_id_order_id_pk" PRIMARY KEY("company_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "order_requests" (
	"company_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"request_number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_requests_request_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 7100001 CACHE 1),
	"requester_id" text NOT NULL,
	"requester_name" text NOT NULL,
	"requester_email" text NOT NULL,
	"status" text DEFAULT 'PENDING_APPROVAL' NOT NULL,
	"lines" jsonb NOT NULL,
	"summary" text NOT NULL,
	"one_time_cents" bigint NOT NULL,
	"monthly_cents" bigint NOT NULL,
	"reason" text,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"cart_code" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_requests_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"company_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_events_company_id_order_id_seq_pk" PRIMARY KEY("company_id","order_id","seq")
);
--> statement-breakpoint
ALTER TABLE "order_fulfilment" ADD CONSTRAINT "order_fulfilment_company_id_order_id_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_company_id_order_id_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_requests_created_idx" ON "order_requests" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "order_requests_status_idx" ON "order_requests" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_type_idx" ON "orders" USING btree ("company_id","order_type","created_at","id");