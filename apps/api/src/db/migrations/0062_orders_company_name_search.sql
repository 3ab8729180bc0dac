-- The orders' search by who ordered (any part of the name, `%name%`) through a trigram index that leads with
-- company_id (btree_gin, as the documents' and tickets' searches), so one company's search reads only its own
-- matches: a full name in the 200k-order company reads 166 index buffers instead of 867 across every company.
DROP INDEX IF EXISTS "orders_user_name_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_company_user_name_trgm_idx" ON "orders" USING gin ("company_id","user_name" gin_trgm_ops);
