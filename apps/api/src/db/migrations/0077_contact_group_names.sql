-- §8 PARTY_EXISTS_WITH_NAME: a contact group's name is unique in its company, trimmed and whatever its case.
-- Groups made before may share a name: the first made keeps it, each later one takes the first free
-- " (2)", " (3)"… after its trimmed name, in the order they were made, so no group is lost and the unique
-- index can be built.
DO $$
DECLARE
  later record;
  suffix integer;
BEGIN
  FOR later IN
    SELECT "company_id", "id", trim("name") AS "base"
    FROM (
      SELECT "company_id", "id", "name", row_number() OVER (
        PARTITION BY "company_id", lower(trim("name")) ORDER BY "created_at", "id"
      ) AS "place"
      FROM "ticket_contact_groups"
    ) AS "ranked"
    WHERE "place" > 1
    ORDER BY "company_id", lower(trim("name")), "place"
  LOOP
    suffix := 2;
    WHILE EXISTS (
      SELECT 1 FROM "ticket_contact_groups"
      WHERE "company_id" = later."company_id"
        AND lower(trim("name")) = lower(later."base" || ' (' || suffix || ')')
    ) LOOP
      suffix := suffix + 1;
    END LOOP;
    UPDATE "ticket_contact_groups" SET "name" = later."base" || ' (' || suffix || ')'
    WHERE "company_id" = later."company_id" AND "id" = later."id";
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_contact_groups_name_key" ON "ticket_contact_groups" USING btree ("company_id",lower(trim("name")));
