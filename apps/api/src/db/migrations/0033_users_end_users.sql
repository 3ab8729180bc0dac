CREATE TABLE "end_users" (
	"company_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"party_type" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"name" text,
	"email" text,
	"mobile_number" text,
	"linked_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "end_users_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "end_users" ADD CONSTRAINT "end_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "end_users" ADD CONSTRAINT "end_users_linked_user_id_users_id_fk" FOREIGN KEY ("linked_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "end_users_linked_user_idx" ON "end_users" USING btree ("company_id","linked_user_id") WHERE linked_user_id is not null;--> statement-breakpoint
CREATE INDEX "end_users_name_idx" ON "end_users" USING btree ("company_id",lower(coalesce("last_name" || ' ' || "first_name", "name")),"id");