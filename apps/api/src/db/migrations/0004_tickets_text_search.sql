-- Free-text search of tickets (`%term%` in subject or description) through a trigram index. btree_gin lets the
-- index lead with company_id like every other tenant index, so one company's search never reads another's.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS tickets_text_trgm_idx ON tickets USING gin (company_id, subject gin_trgm_ops, description gin_trgm_ops);
