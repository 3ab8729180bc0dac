CREATE TABLE "company_spend_type_months" (
	"company_id" text NOT NULL,
	"month" date NOT NULL,
	"service_type" text NOT NULL,
	"net_cents" bigint NOT NULL,
	"lines" bigint NOT NULL,
	CONSTRAINT "company_spend_type_months_company_id_month_service_type_pk" PRIMARY KEY("company_id","month","service_type")
);
--> statement-breakpoint
CREATE TABLE "order_status_months" (
	"company_id" text NOT NULL,
	"status" text NOT NULL,
	"month" date NOT NULL,
	"orders" bigint NOT NULL,
	CONSTRAINT "order_status_months_company_id_status_month_pk" PRIMARY KEY("company_id","status","month")
);
--> statement-breakpoint
CREATE TABLE "service_usage_counts" (
	"company_id" text NOT NULL,
	"status" text NOT NULL,
	"cost_pool_key" uuid NOT NULL,
	"package_code" text NOT NULL,
	"services" bigint NOT NULL,
	"monthly_cents" bigint NOT NULL,
	CONSTRAINT "service_usage_counts_company_id_status_cost_pool_key_package_code_pk" PRIMARY KEY("company_id","status","cost_pool_key","package_code")
);
--> statement-breakpoint
ALTER TABLE "company_spend_type_months" ADD CONSTRAINT "company_spend_type_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_months" ADD CONSTRAINT "order_status_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_usage_counts" ADD CONSTRAINT "service_usage_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_unpaid_due_idx" ON "invoices" USING btree ("company_id","due_date","total_cents") WHERE payments_known and paid_cents <= 0 and paid_cents < total_cents;--> statement-breakpoint
-- Decision 015. The invoice lines' net sums per company, invoice month and service type, kept exact in the
-- same transaction as every change: a line takes its month from its invoice, so the lines' triggers join
-- the invoice, an invoice whose date moves to another month moves its lines' sums, and an invoice deleted
-- takes its lines' sums off before its lines go (the cascade's own delete then finds no invoice to join).
CREATE FUNCTION company_spend_type_months_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO company_spend_type_months AS c (company_id, month, service_type, net_cents, lines)
    SELECT l.company_id, date_trunc('month', i.invoice_date)::date, l.service_type, sum(l.net_cents), count(*)
    FROM new_rows l JOIN invoices i ON i.company_id = l.company_id AND i.id = l.invoice_id
    GROUP BY 1, 2, 3
    ON CONFLICT (company_id, month, service_type)
      DO UPDATE SET net_cents = c.net_cents + excluded.net_cents, lines = c.lines + excluded.lines;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE company_spend_type_months c SET net_cents = c.net_cents - d.net_cents, lines = c.lines - d.lines
    FROM (SELECT l.company_id, date_trunc('month', i.invoice_date)::date AS month, l.service_type,
            sum(l.net_cents) AS net_cents, count(*) AS lines
          FROM old_rows l JOIN invoices i ON i.company_id = l.company_id AND i.id = l.invoice_id
          GROUP BY 1, 2, 3) d
    WHERE c.company_id = d.company_id AND c.month = d.month AND c.service_type = d.service_type;
  ELSE
    INSERT INTO company_spend_type_months AS c (company_id, month, service_type, net_cents, lines)
    SELECT company_id, month, service_type, sum(delta), sum(line) FROM (
      SELECT l.company_id, date_trunc('month', i.invoice_date)::date AS month, l.service_type,
        l.net_cents AS delta, 1 AS line
      FROM new_rows l JOIN invoices i ON i.company_id = l.company_id AND i.id = l.invoice_id
      UNION ALL
      SELECT l.company_id, date_trunc('month', i.invoice_date)::date, l.service_type, -l.net_cents, -1
      FROM old_rows l JOIN invoices i ON i.company_id = l.company_id AND i.id = l.invoice_id
    ) moves GROUP BY company_id, month, service_type HAVING sum(delta) <> 0 OR sum(line) <> 0
    ON CONFLICT (company_id, month, service_type)
      DO UPDATE SET net_cents = c.net_cents + excluded.net_cents, lines = c.lines + excluded.lines;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_lines_spend_type_insert AFTER INSERT ON invoice_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_spend_type_months_lines();
--> statement-breakpoint
CREATE TRIGGER invoice_lines_spend_type_update AFTER UPDATE ON invoice_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_spend_type_months_lines();
--> statement-breakpoint
CREATE TRIGGER invoice_lines_spend_type_delete AFTER DELETE ON invoice_lines REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_spend_type_months_lines();
--> statement-breakpoint
CREATE FUNCTION company_spend_type_months_invoice_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_spend_type_months AS c (company_id, month, service_type, net_cents, lines)
  SELECT company_id, month, service_type, sum(delta), sum(line) FROM (
    SELECT l.company_id, date_trunc('month', n.invoice_date)::date AS month, l.service_type,
      l.net_cents AS delta, 1 AS line
    FROM new_rows n JOIN old_rows o ON o.company_id = n.company_id AND o.id = n.id
    JOIN invoice_lines l ON l.company_id = n.company_id AND l.invoice_id = n.id
    WHERE date_trunc('month', n.invoice_date) <> date_trunc('month', o.invoice_date)
    UNION ALL
    SELECT l.company_id, date_trunc('month', o.invoice_date)::date, l.service_type, -l.net_cents, -1
    FROM new_rows n JOIN old_rows o ON o.company_id = n.company_id AND o.id = n.id
    JOIN invoice_lines l ON l.company_id = n.company_id AND l.invoice_id = n.id
    WHERE date_trunc('month', n.invoice_date) <> date_trunc('month', o.invoice_date)
  ) moves GROUP BY company_id, month, service_type HAVING sum(delta) <> 0 OR sum(line) <> 0
  ON CONFLICT (company_id, month, service_type)
    DO UPDATE SET net_cents = c.net_cents + excluded.net_cents, lines = c.lines + excluded.lines;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_spend_type_months_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_spend_type_months_invoice_moved();
--> statement-breakpoint
CREATE FUNCTION company_spend_type_months_invoice_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_spend_type_months c SET net_cents = c.net_cents - d.net_cents, lines = c.lines - d.lines
  FROM (SELECT service_type, sum(net_cents) AS net_cents, count(*) AS lines FROM invoice_lines
        WHERE company_id = OLD.company_id AND invoice_id = OLD.id GROUP BY service_type) d
  WHERE c.company_id = OLD.company_id AND c.month = date_trunc('month', OLD.invoice_date)::date
    AND c.service_type = d.service_type;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_spend_type_months_delete BEFORE DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION company_spend_type_months_invoice_deleted();
--> statement-breakpoint
INSERT INTO company_spend_type_months (company_id, month, service_type, net_cents, lines)
SELECT l.company_id, date_trunc('month', i.invoice_date)::date, l.service_type, sum(l.net_cents), count(*)
FROM invoice_lines l JOIN invoices i ON i.company_id = l.company_id AND i.id = l.invoice_id
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Orders per company, status and month placed (Helsinki), kept like the services' counts (0034).
CREATE FUNCTION order_status_months_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_status_months AS c (company_id, status, month, orders)
    SELECT company_id, status, date_trunc('month', created_at AT TIME ZONE 'Europe/Helsinki')::date, count(*)
    FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (company_id, status, month) DO UPDATE SET orders = c.orders + excluded.orders;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE order_status_months c SET orders = c.orders - d.orders
    FROM (SELECT company_id, status, date_trunc('month', created_at AT TIME ZONE 'Europe/Helsinki')::date AS month,
            count(*) AS orders
          FROM old_rows GROUP BY 1, 2, 3) d
    WHERE c.company_id = d.company_id AND c.status = d.status AND c.month = d.month;
  ELSE
    INSERT INTO order_status_months AS c (company_id, status, month, orders)
    SELECT company_id, status, month, sum(delta) FROM (
      SELECT company_id, status, date_trunc('month', created_at AT TIME ZONE 'Europe/Helsinki')::date AS month,
        1 AS delta FROM new_rows
      UNION ALL
      SELECT company_id, status, date_trunc('month', created_at AT TIME ZONE 'Europe/Helsinki')::date, -1
      FROM old_rows
    ) moves GROUP BY company_id, status, month HAVING sum(delta) <> 0
    ON CONFLICT (company_id, status, month) DO UPDATE SET orders = c.orders + excluded.orders;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_status_months_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_months_apply();
--> statement-breakpoint
CREATE TRIGGER orders_status_months_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_months_apply();
--> statement-breakpoint
CREATE TRIGGER orders_status_months_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_months_apply();
--> statement-breakpoint
INSERT INTO order_status_months (company_id, status, month, orders)
SELECT company_id, status, date_trunc('month', created_at AT TIME ZONE 'Europe/Helsinki')::date, count(*)
FROM orders GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Services per company, status, cost centre (the nil uuid for none) and package, with their monthly prices.
CREATE FUNCTION service_usage_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO service_usage_counts AS c (company_id, status, cost_pool_key, package_code, services, monthly_cents)
    SELECT company_id, status, coalesce(cost_pool_id, '00000000-0000-0000-0000-000000000000'), package_code,
      count(*), sum(monthly_price_cents)
    FROM new_rows GROUP BY 1, 2, 3, 4
    ON CONFLICT (company_id, status, cost_pool_key, package_code)
      DO UPDATE SET services = c.services + excluded.services, monthly_cents = c.monthly_cents + excluded.monthly_cents;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE service_usage_counts c
    SET services = c.services - d.services, monthly_cents = c.monthly_cents - d.monthly_cents
    FROM (SELECT company_id, status, coalesce(cost_pool_id, '00000000-0000-0000-0000-000000000000') AS cost_pool_key,
            package_code, count(*) AS services, sum(monthly_price_cents) AS monthly_cents
          FROM old_rows GROUP BY 1, 2, 3, 4) d
    WHERE c.company_id = d.company_id AND c.status = d.status AND c.cost_pool_key = d.cost_pool_key
      AND c.package_code = d.package_code;
  ELSE
    INSERT INTO service_usage_counts AS c (company_id, status, cost_pool_key, package_code, services, monthly_cents)
    SELECT company_id, status, cost_pool_key, package_code, sum(delta), sum(cents) FROM (
      SELECT company_id, status, coalesce(cost_pool_id, '00000000-0000-0000-0000-000000000000') AS cost_pool_key,
        package_code, 1 AS delta, monthly_price_cents AS cents FROM new_rows
      UNION ALL
      SELECT company_id, status, coalesce(cost_pool_id, '00000000-0000-0000-0000-000000000000'), package_code,
        -1, -monthly_price_cents FROM old_rows
    ) moves GROUP BY company_id, status, cost_pool_key, package_code HAVING sum(delta) <> 0 OR sum(cents) <> 0
    ON CONFLICT (company_id, status, cost_pool_key, package_code)
      DO UPDATE SET services = c.services + excluded.services, monthly_cents = c.monthly_cents + excluded.monthly_cents;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER services_usage_counts_insert AFTER INSERT ON services REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION service_usage_counts_apply();
--> statement-breakpoint
CREATE TRIGGER services_usage_counts_update AFTER UPDATE ON services REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION service_usage_counts_apply();
--> statement-breakpoint
CREATE TRIGGER services_usage_counts_delete AFTER DELETE ON services REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION service_usage_counts_apply();
--> statement-breakpoint
INSERT INTO service_usage_counts (company_id, status, cost_pool_key, package_code, services, monthly_cents)
SELECT company_id, status, coalesce(cost_pool_id, '00000000-0000-0000-0000-000000000000'), package_code, count(*),
  sum(monthly_price_cents)
FROM services GROUP BY 1, 2, 3, 4;
