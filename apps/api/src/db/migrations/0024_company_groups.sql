CREATE TABLE "company_disabled_permissions" (
	"company_id" text NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "company_disabled_permissions_company_id_permission_pk" PRIMARY KEY("company_id","permission")
);
--> statement-breakpoint
CREATE TABLE "company_group_members" (
	"company_id" text NOT NULL,
	"group_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "company_group_members_company_id_user_id_group_id_pk" PRIMARY KEY("company_id","user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "company_groups" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"permissions" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_groups_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "disabled_permissions" (
	"permission" text PRIMARY KEY NOT NULL,
	"disabled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_disabled_permissions" ADD CONSTRAINT "company_disabled_permissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_group_members" ADD CONSTRAINT "company_group_members_company_id_group_id_company_groups_company_id_id_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."company_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_group_members" ADD CONSTRAINT "company_group_members_company_id_user_id_company_memberships_company_id_user_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."company_memberships"("company_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_group_members_group_idx" ON "company_group_members" USING btree ("company_id","group_id","user_id");--> statement-breakpoint
CREATE INDEX "company_groups_name_idx" ON "company_groups" USING btree ("company_id","kind","name","id");