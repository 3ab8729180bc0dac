CREATE TABLE "catalogue_product_rules" (
	"root_template_id" text NOT NULL,
	"kind" text NOT NULL,
	"product_code" text NOT NULL,
	"target_code" text NOT NULL,
	CONSTRAINT "catalogue_product_rules_root_template_id_kind_product_code_target_code_pk" PRIMARY KEY("root_template_id","kind","product_code","target_code")
);
--> statement-breakpoint
ALTER TABLE "catalogue_product_rules" ADD CONSTRAINT "catalogue_product_rules_root_template_id_catalogue_root_templates_id_fk" FOREIGN KEY ("root_template_id") REFERENCES "public"."catalogue_root_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_product_rules" ADD CONSTRAINT "catalogue_product_rules_product_code_catalogue_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."catalogue_products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_product_rules" ADD CONSTRAINT "catalogue_product_rules_target_code_catalogue_products_code_fk" FOREIGN KEY ("target_code") REFERENCES "public"."catalogue_products"("code") ON DELETE no action ON UPDATE no action;