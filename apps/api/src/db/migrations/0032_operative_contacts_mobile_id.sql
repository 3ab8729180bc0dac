CREATE TABLE "operative_contacts" (
	"company_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'fi' NOT NULL,
	"roles" text[] NOT NULL,
	"around_the_clock" boolean DEFAULT false NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operative_contacts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "mobile_id_activations" (
	"company_id" text PRIMARY KEY NOT NULL,
	"terms_version" text NOT NULL,
	"notice_email" text NOT NULL,
	"activated_by_name" text NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operative_contacts" ADD CONSTRAINT "operative_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_id_activations" ADD CONSTRAINT "mobile_id_activations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operative_contacts_name_idx" ON "operative_contacts" USING btree ("company_id","last_name","first_name","id");