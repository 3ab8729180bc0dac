CREATE TABLE "shop_stock_totals" (
	"company_id" text NOT NULL,
	"product_code" text NOT NULL,
	"balance" integer NOT NULL,
	CONSTRAINT "shop_stock_totals_company_id_product_code_pk" PRIMARY KEY("company_id","product_code")
);
--> statement-breakpoint
ALTER TABLE "shop_stock_totals" ADD CONSTRAINT "shop_stock_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_stock_totals" ADD CONSTRAINT "shop_stock_totals_product_code_shop_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."shop_products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_products_search_trgm_idx" ON "shop_products" USING gin (lower("name" || ' ' || "brand" || ' ' || "code") gin_trgm_ops);--> statement-breakpoint
-- Kept exact in the same transaction as every change of shop_stock: one statement-level trigger per kind of
-- change adds up the balance the statement moved per company and product, so a bulk insert costs one upsert
-- per company and product, and an order's conditional UPDATE one more row.
CREATE FUNCTION shop_stock_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shop_stock_totals AS t (company_id, product_code, balance)
    SELECT company_id, product_code, sum(balance) FROM new_rows GROUP BY company_id, product_code
    ON CONFLICT (company_id, product_code) DO UPDATE SET balance = t.balance + excluded.balance;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE shop_stock_totals t SET balance = t.balance - d.balance
    FROM (SELECT company_id, product_code, sum(balance) AS balance FROM old_rows GROUP BY company_id, product_code) d
    WHERE t.company_id = d.company_id AND t.product_code = d.product_code;
  ELSE
    INSERT INTO shop_stock_totals AS t (company_id, product_code, balance)
    SELECT company_id, product_code, sum(delta) FROM (
      SELECT company_id, product_code, balance AS delta FROM new_rows
      UNION ALL SELECT company_id, product_code, -balance FROM old_rows
    ) moves GROUP BY company_id, product_code HAVING sum(delta) <> 0
    ON CONFLICT (company_id, product_code) DO UPDATE SET balance = t.balance + excluded.balance;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shop_stock_totals_insert AFTER INSERT ON shop_stock REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_stock_totals_apply();
--> statement-breakpoint
CREATE TRIGGER shop_stock_totals_update AFTER UPDATE ON shop_stock REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_stock_totals_apply();
--> statement-breakpoint
CREATE TRIGGER shop_stock_totals_delete AFTER DELETE ON shop_stock REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_stock_totals_apply();
--> statement-breakpoint
INSERT INTO shop_stock_totals (company_id, product_code, balance)
SELECT company_id, product_code, sum(balance) FROM shop_stock GROUP BY company_id, product_code;
