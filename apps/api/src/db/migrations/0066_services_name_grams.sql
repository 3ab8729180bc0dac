-- The services list's and the header's search for a user's name (issue 12, decision 017). The trigram index led
-- by company_id (services_search_idx, btree_gin) ANDs the company's entry, 100,000 services long in the largest
-- company, with every company's entries of each trigram: 'Riikka Laine' read 514 buffers to find 54 services.
-- Here each key is one trigram of a word of the lower-cased name (three letters or digits, no padding), hashed
-- together with the company, so a key's entries are one company's names holding that trigram. The search's own
-- trigrams come from the same function; every trigram inside a searched word is one of a matching name's, and
-- the LIKE beside it keeps the match exact (a hash that collides only lets more rows be checked).
CREATE OR REPLACE FUNCTION services_name_grams(company text, name text) RETURNS integer[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT hashtext(company || ' ' || substr(word, i, 3))), '{}')
  FROM regexp_split_to_table(lower(name), '[^[:alnum:]]+') AS word, generate_series(1, length(word) - 2) AS i
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "services_name_grams_idx" ON "services" USING gin (services_name_grams("company_id", "user_name"));
