CREATE TABLE "idm_role_groups" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idm_role_groups_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_external_services" (
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"service" text NOT NULL,
	"user_role" text NOT NULL,
	"permission" boolean NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_external_services_company_id_user_id_service_pk" PRIMARY KEY("company_id","user_id","service")
);
--> statement-breakpoint
ALTER TABLE "user_external_services" ADD CONSTRAINT "user_external_services_company_id_user_id_company_memberships_company_id_user_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."company_memberships"("company_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idm_role_groups_name_idx" ON "idm_role_groups" USING btree ("company_id","name","id");