CREATE TABLE "document_folders" (
	"company_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_folders_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"company_id" text NOT NULL,
	"document_id" uuid NOT NULL,
	"version_no" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_name" text NOT NULL,
	"uploaded_by_name" text NOT NULL,
	"acting_user_id" text,
	"acting_user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versions_company_id_document_id_version_no_pk" PRIMARY KEY("company_id","document_id","version_no")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"company_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"folder_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"category" text DEFAULT 'OTHER' NOT NULL,
	"valid_until" date,
	"published_by_operator" boolean DEFAULT false NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "document_folders" ADD CONSTRAINT "document_folders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_folders" ADD CONSTRAINT "document_folders_company_id_parent_id_document_folders_company_id_id_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."document_folders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_company_id_document_id_documents_company_id_id_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_folder_id_document_folders_company_id_id_fk" FOREIGN KEY ("company_id","folder_id") REFERENCES "public"."document_folders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_folders_parent_idx" ON "document_folders" USING btree ("company_id","parent_id","name");--> statement-breakpoint
CREATE INDEX "documents_folder_updated_idx" ON "documents" USING btree ("company_id","folder_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "documents_folder_name_idx" ON "documents" USING btree ("company_id","folder_id","name","id");--> statement-breakpoint
CREATE INDEX "documents_valid_until_idx" ON "documents" USING btree ("company_id","valid_until") WHERE "documents"."valid_until" is not null;