CREATE INDEX "documents_company_updated_idx" ON "documents" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "documents_company_name_idx" ON "documents" USING btree ("company_id","name","id");--> statement-breakpoint
-- The documents' search (the header search and the documents page: every word inside the name or the
-- description, `%word%`) through a trigram index that leads with company_id (btree_gin, as the tickets' and the
-- services' searches), so one company's search never reads another's documents.
CREATE INDEX IF NOT EXISTS "documents_search_idx" ON "documents" USING gin ("company_id", "name" gin_trgm_ops, "description" gin_trgm_ops);
