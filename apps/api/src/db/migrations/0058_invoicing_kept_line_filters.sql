ALTER TABLE "invoices" ADD COLUMN "line_types" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "line_cost_pool_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "has_line_without_cost_pool" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- What every invoice issued so far keeps of its lines (the billing run writes it for new ones).
UPDATE "invoices" SET
  "line_types" = coalesce(kept.types, '{}'),
  "line_cost_pool_ids" = coalesce(kept.pools, '{}'),
  "has_line_without_cost_pool" = coalesce(kept.without_pool, false)
FROM (
  SELECT company_id, invoice_id,
    array_agg(DISTINCT service_type ORDER BY service_type) AS types,
    array_agg(DISTINCT cost_pool_id ORDER BY cost_pool_id) FILTER (WHERE cost_pool_id IS NOT NULL) AS pools,
    bool_or(cost_pool_id IS NULL) AS without_pool
  FROM "invoice_lines" GROUP BY company_id, invoice_id
) AS kept
WHERE kept.company_id = "invoices"."company_id" AND kept.invoice_id = "invoices"."id";
