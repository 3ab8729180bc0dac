CREATE TABLE "document_folder_counts" (
	"company_id" text NOT NULL,
	"folder_key" uuid NOT NULL,
	"documents" bigint NOT NULL,
	CONSTRAINT "document_folder_counts_company_id_folder_key_pk" PRIMARY KEY("company_id","folder_key")
);
--> statement-breakpoint
ALTER TABLE "document_folder_counts" ADD CONSTRAINT "document_folder_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Kept exact in the same transaction as every change of documents: one statement-level trigger per kind of
-- change adds up the rows the statement touched, so a bulk insert costs one upsert per company and folder.
-- The top level (folder_id null) counts under the nil uuid.
CREATE FUNCTION document_folder_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO document_folder_counts AS c (company_id, folder_key, documents)
    SELECT company_id, coalesce(folder_id, '00000000-0000-0000-0000-000000000000'::uuid), count(*)
    FROM new_rows GROUP BY 1, 2
    ON CONFLICT (company_id, folder_key) DO UPDATE SET documents = c.documents + excluded.documents;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE document_folder_counts c SET documents = c.documents - d.documents
    FROM (
      SELECT company_id, coalesce(folder_id, '00000000-0000-0000-0000-000000000000'::uuid) AS folder_key,
        count(*) AS documents
      FROM old_rows GROUP BY 1, 2
    ) d
    WHERE c.company_id = d.company_id AND c.folder_key = d.folder_key;
  ELSE
    INSERT INTO document_folder_counts AS c (company_id, folder_key, documents)
    SELECT company_id, folder_key, sum(delta) FROM (
      SELECT company_id, coalesce(folder_id, '00000000-0000-0000-0000-000000000000'::uuid) AS folder_key,
        1 AS delta FROM new_rows
      UNION ALL SELECT company_id, coalesce(folder_id, '00000000-0000-0000-0000-000000000000'::uuid), -1
        FROM old_rows
    ) moves GROUP BY company_id, folder_key HAVING sum(delta) <> 0
    ON CONFLICT (company_id, folder_key) DO UPDATE SET documents = c.documents + excluded.documents;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER documents_folder_counts_insert AFTER INSERT ON documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION document_folder_counts_apply();
--> statement-breakpoint
CREATE TRIGGER documents_folder_counts_update AFTER UPDATE ON documents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION document_folder_counts_apply();
--> statement-breakpoint
CREATE TRIGGER documents_folder_counts_delete AFTER DELETE ON documents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION document_folder_counts_apply();
--> statement-breakpoint
INSERT INTO document_folder_counts (company_id, folder_key, documents)
SELECT company_id, coalesce(folder_id, '00000000-0000-0000-0000-000000000000'::uuid), count(*)
FROM documents GROUP BY 1, 2;
