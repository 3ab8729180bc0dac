CREATE TABLE "bulletin_companies" (
	"company_id" text NOT NULL,
	"bulletin_id" uuid NOT NULL,
	CONSTRAINT "bulletin_companies_company_id_bulletin_id_pk" PRIMARY KEY("company_id","bulletin_id")
);
--> statement-breakpoint
CREATE TABLE "bulletins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"audience" text NOT NULL,
	"created_by_name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulletin_companies" ADD CONSTRAINT "bulletin_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_companies" ADD CONSTRAINT "bulletin_companies_bulletin_id_bulletins_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulletin_companies_bulletin_idx" ON "bulletin_companies" USING btree ("bulletin_id");--> statement-breakpoint
CREATE INDEX "bulletins_valid_idx" ON "bulletins" USING btree ("valid_from","valid_until");