-- The end-user picker's search (§7 end-user link): a part of the name or of the e-mail, through a trigram
-- index that leads with company_id (btree_gin, as the company users' search), on the very expression the
-- query matches.
CREATE INDEX IF NOT EXISTS "end_users_search_idx" ON "end_users" USING gin ("company_id", (coalesce("first_name" || ' ' || "last_name", "name", '')) gin_trgm_ops, "email" gin_trgm_ops);
