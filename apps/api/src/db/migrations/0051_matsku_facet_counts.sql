CREATE TABLE "shop_assortment_counts" (
	"assortment_id" uuid NOT NULL,
	"category" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "shop_assortment_counts_assortment_id_category_pk" PRIMARY KEY("assortment_id","category")
);
--> statement-breakpoint
CREATE TABLE "shop_stock_counts" (
	"company_id" text NOT NULL,
	"category" text NOT NULL,
	"stock_status" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "shop_stock_counts_company_id_category_stock_status_pk" PRIMARY KEY("company_id","category","stock_status")
);
--> statement-breakpoint
ALTER TABLE "shop_stock_counts" ADD CONSTRAINT "shop_stock_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_company_assortments_assortment_idx" ON "shop_company_assortments" USING btree ("assortment_id");--> statement-breakpoint
CREATE INDEX "shop_products_name_idx" ON "shop_products" USING btree ("name","code");--> statement-breakpoint
CREATE INDEX "shop_products_price_idx" ON "shop_products" USING btree ("price_cents","code");--> statement-breakpoint
CREATE INDEX "shop_stock_totals_product_idx" ON "shop_stock_totals" USING btree ("product_code");--> statement-breakpoint
-- Decision 013: the catalogue's category and stock-status facets read these two small tables instead of
-- counting every product of an assortment per search. Both are kept exact by statement-level triggers in the
-- transaction of every change they depend on; each trigger first takes a share lock on the rows whose
-- concurrent change would make its count stale, so two writers never count from each other's old state.
CREATE FUNCTION shop_assortment_of(company text) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT assortment_id FROM shop_company_assortments WHERE company_id = company),
    (SELECT id FROM shop_assortments WHERE is_default LIMIT 1))
$$;
--> statement-breakpoint
CREATE FUNCTION shop_stock_status(balance integer, threshold integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN balance <= 0 THEN 'noStock' WHEN balance <= threshold THEN 'lowStock' ELSE 'inStock' END
$$;
--> statement-breakpoint
-- A company's stocked counts from scratch: after its assortment changed, or the default one did.
CREATE FUNCTION shop_stock_counts_recount(companies text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM shop_stock_totals t WHERE t.company_id = ANY (companies) FOR SHARE;
  DELETE FROM shop_stock_counts WHERE company_id = ANY (companies);
  INSERT INTO shop_stock_counts (company_id, category, stock_status, products)
  SELECT t.company_id, p.category, shop_stock_status(t.balance, p.traffic_light_threshold), count(*)
  FROM shop_stock_totals t
  JOIN shop_products p ON p.code = t.product_code AND p.synced AND p.approved AND p.online
  JOIN shop_assortment_products ap ON ap.product_code = t.product_code
    AND ap.assortment_id = shop_assortment_of(t.company_id)
  WHERE t.company_id = ANY (companies) AND t.balance > 0
  GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
-- A company's total of a product moved: its product leaves one stock status and joins another.
CREATE FUNCTION shop_stock_counts_from_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added shop_stock_totals[] := '{}';
  removed shop_stock_totals[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    added := ARRAY(SELECT n FROM new_rows n WHERE n.balance > 0);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    removed := ARRAY(SELECT o FROM old_rows o WHERE o.balance > 0);
  END IF;
  INSERT INTO shop_stock_counts AS c (company_id, category, stock_status, products)
  SELECT m.company_id, p.category, shop_stock_status(m.balance, p.traffic_light_threshold), sum(m.sign)
  FROM (SELECT company_id, product_code, balance, 1 AS sign FROM unnest(added)
        UNION ALL SELECT company_id, product_code, balance, -1 FROM unnest(removed)) m
  JOIN shop_products p ON p.code = m.product_code AND p.synced AND p.approved AND p.online
  WHERE EXISTS (SELECT 1 FROM shop_assortment_products ap
    WHERE ap.product_code = m.product_code AND ap.assortment_id = shop_assortment_of(m.company_id))
  GROUP BY 1, 2, 3 HAVING sum(m.sign) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (company_id, category, stock_status) DO UPDATE SET products = c.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shop_stock_counts_totals_insert AFTER INSERT ON shop_stock_totals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_stock_counts_from_totals();
--> statement-breakpoint
CREATE TRIGGER shop_stock_counts_totals_update AFTER UPDATE ON shop_stock_totals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_stock_counts_from_totals();
--> statement-breakpoint
CREATE TRIGGER shop_stock_counts_totals_delete AFTER DELETE ON shop_stock_totals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_stock_counts_from_totals();
--> statement-breakpoint
-- A product's flags, category or threshold changed: it moves in every assortment holding it and in every
-- company stocking it.
CREATE FUNCTION shop_counts_from_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM shop_stock_totals t WHERE t.product_code IN (SELECT code FROM new_rows) FOR SHARE;
  INSERT INTO shop_assortment_counts AS c (assortment_id, category, products)
  SELECT ap.assortment_id, p.category, sum(p.sign)
  FROM (SELECT code, category, 1 AS sign FROM new_rows WHERE synced AND approved AND online
        UNION ALL SELECT code, category, -1 FROM old_rows WHERE synced AND approved AND online) p
  JOIN shop_assortment_products ap ON ap.product_code = p.code
  GROUP BY 1, 2 HAVING sum(p.sign) <> 0
  ORDER BY 1, 2
  ON CONFLICT (assortment_id, category) DO UPDATE SET products = c.products + excluded.products;
  INSERT INTO shop_stock_counts AS c (company_id, category, stock_status, products)
  SELECT t.company_id, p.category, shop_stock_status(t.balance, p.traffic_light_threshold), sum(p.sign)
  FROM (SELECT code, category, traffic_light_threshold, 1 AS sign FROM new_rows WHERE synced AND approved AND online
        UNION ALL SELECT code, category, traffic_light_threshold, -1 FROM old_rows
          WHERE synced AND approved AND online) p
  JOIN shop_stock_totals t ON t.product_code = p.code AND t.balance > 0
  WHERE EXISTS (SELECT 1 FROM shop_assortment_products ap
    WHERE ap.product_code = p.code AND ap.assortment_id = shop_assortment_of(t.company_id))
  GROUP BY 1, 2, 3 HAVING sum(p.sign) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (company_id, category, stock_status) DO UPDATE SET products = c.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shop_counts_products_update AFTER UPDATE ON shop_products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_from_products();
--> statement-breakpoint
-- Products joined or left an assortment: its count moves, and so do the companies buying from it that stock them.
CREATE FUNCTION shop_counts_from_assortment_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved shop_assortment_products[];
  sign integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    moved := ARRAY(SELECT n FROM new_rows n);
    sign := 1;
  ELSE
    moved := ARRAY(SELECT o FROM old_rows o);
    sign := -1;
  END IF;
  PERFORM 1 FROM shop_products p WHERE p.code IN (SELECT product_code FROM unnest(moved)) FOR SHARE;
  PERFORM 1 FROM shop_stock_totals t WHERE t.product_code IN (SELECT product_code FROM unnest(moved)) FOR SHARE;
  -- An assortment being deleted takes its products along: nothing is counted for it any more.
  INSERT INTO shop_assortment_counts AS c (assortment_id, category, products)
  SELECT m.assortment_id, p.category, sign * count(*)
  FROM unnest(moved) m
  JOIN shop_assortments a ON a.id = m.assortment_id
  JOIN shop_products p ON p.code = m.product_code AND p.synced AND p.approved AND p.online
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (assortment_id, category) DO UPDATE SET products = c.products + excluded.products;
  INSERT INTO shop_stock_counts AS c (company_id, category, stock_status, products)
  SELECT t.company_id, p.category, shop_stock_status(t.balance, p.traffic_light_threshold), sign * count(*)
  FROM unnest(moved) m
  JOIN shop_assortments a ON a.id = m.assortment_id
  JOIN shop_products p ON p.code = m.product_code AND p.synced AND p.approved AND p.online
  JOIN shop_stock_totals t ON t.product_code = m.product_code AND t.balance > 0
  WHERE shop_assortment_of(t.company_id) = m.assortment_id
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (company_id, category, stock_status) DO UPDATE SET products = c.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shop_counts_assortment_products_insert AFTER INSERT ON shop_assortment_products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_from_assortment_products();
--> statement-breakpoint
CREATE TRIGGER shop_counts_assortment_products_delete AFTER DELETE ON shop_assortment_products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_from_assortment_products();
--> statement-breakpoint
-- A company changed assortment: its stocked counts are counted again.
CREATE FUNCTION shop_counts_from_company_assortments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM shop_stock_counts_recount(ARRAY(SELECT company_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM shop_stock_counts_recount(ARRAY(SELECT company_id FROM old_rows));
  ELSE
    PERFORM shop_stock_counts_recount(ARRAY(SELECT company_id FROM new_rows UNION SELECT company_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shop_counts_company_assortments_insert AFTER INSERT ON shop_company_assortments
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_from_company_assortments();
--> statement-breakpoint
CREATE TRIGGER shop_counts_company_assortments_update AFTER UPDATE ON shop_company_assortments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_from_company_assortments();
--> statement-breakpoint
CREATE TRIGGER shop_counts_company_assortments_delete AFTER DELETE ON shop_company_assortments
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_from_company_assortments();
--> statement-breakpoint
-- Another assortment became the default: every company without one of its own is counted again; a deleted
-- assortment's counts go with it.
CREATE FUNCTION shop_counts_from_assortments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM shop_assortment_counts WHERE assortment_id IN (SELECT id FROM old_rows);
    IF NOT EXISTS (SELECT 1 FROM old_rows WHERE is_default) THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE is_default) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.is_default <> o.is_default) THEN
    RETURN NULL;
  END IF;
  PERFORM shop_stock_counts_recount(ARRAY(
    SELECT DISTINCT t.company_id FROM shop_stock_totals t
    WHERE NOT EXISTS (SELECT 1 FROM shop_company_assortments ca WHERE ca.company_id = t.company_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shop_counts_assortments_update AFTER UPDATE ON shop_assortments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_from_assortments();
--> statement-breakpoint
CREATE TRIGGER shop_counts_assortments_insert AFTER INSERT ON shop_assortments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_from_assortments();
--> statement-breakpoint
CREATE TRIGGER shop_counts_assortments_delete AFTER DELETE ON shop_assortments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_from_assortments();
--> statement-breakpoint
INSERT INTO shop_assortment_counts (assortment_id, category, products)
SELECT ap.assortment_id, p.category, count(*)
FROM shop_assortment_products ap
JOIN shop_products p ON p.code = ap.product_code AND p.synced AND p.approved AND p.online
GROUP BY 1, 2;
--> statement-breakpoint
SELECT shop_stock_counts_recount(ARRAY(SELECT DISTINCT company_id FROM shop_stock_totals));
