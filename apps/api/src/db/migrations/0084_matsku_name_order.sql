DROP INDEX "shop_products_category_idx";--> statement-breakpoint
CREATE INDEX "shop_products_category_name_key_idx" ON "shop_products" USING btree ("category",lower("name") collate "C","code");