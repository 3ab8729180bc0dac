CREATE TABLE "company_spend_months" (
	"company_id" text NOT NULL,
	"month" date NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "company_spend_months_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
ALTER TABLE "company_spend_months" ADD CONSTRAINT "company_spend_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Kept exact in the same transaction as every change of invoices: one statement-level trigger per kind of
-- change adds up the totals the statement added and removed, per company and invoice month.
CREATE FUNCTION company_spend_months_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO company_spend_months AS c (company_id, month, total_cents)
    SELECT company_id, date_trunc('month', invoice_date)::date, sum(total_cents) FROM new_rows GROUP BY 1, 2
    ON CONFLICT (company_id, month) DO UPDATE SET total_cents = c.total_cents + excluded.total_cents;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE company_spend_months c SET total_cents = c.total_cents - d.total_cents
    FROM (SELECT company_id, date_trunc('month', invoice_date)::date AS month, sum(total_cents) AS total_cents
          FROM old_rows GROUP BY 1, 2) d
    WHERE c.company_id = d.company_id AND c.month = d.month;
  ELSE
    INSERT INTO company_spend_months AS c (company_id, month, total_cents)
    SELECT company_id, month, sum(delta) FROM (
      SELECT company_id, date_trunc('month', invoice_date)::date AS month, total_cents AS delta FROM new_rows
      UNION ALL SELECT company_id, date_trunc('month', invoice_date)::date, -total_cents FROM old_rows
    ) moves GROUP BY company_id, month HAVING sum(delta) <> 0
    ON CONFLICT (company_id, month) DO UPDATE SET total_cents = c.total_cents + excluded.total_cents;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_spend_months_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_spend_months_apply();
--> statement-breakpoint
CREATE TRIGGER invoices_spend_months_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_spend_months_apply();
--> statement-breakpoint
CREATE TRIGGER invoices_spend_months_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_spend_months_apply();
--> statement-breakpoint
INSERT INTO company_spend_months (company_id, month, total_cents)
SELECT company_id, date_trunc('month', invoice_date)::date, sum(total_cents) FROM invoices GROUP BY 1, 2;
