ALTER TABLE "shop_assortments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;