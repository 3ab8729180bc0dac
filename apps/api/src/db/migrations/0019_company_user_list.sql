ALTER TABLE "company_memberships" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "company_memberships_name_idx" ON "company_memberships" USING btree ("company_id","last_name","first_name","user_id");--> statement-breakpoint
CREATE INDEX "company_memberships_email_idx" ON "company_memberships" USING btree ("company_id","email","user_id");--> statement-breakpoint
-- The copies are kept by the database, so no code that adds a membership or renames a person can forget them:
-- a membership takes the person's values when written, and a person's change reaches all their memberships.
CREATE OR REPLACE FUNCTION company_membership_person_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.first_name, u.last_name, u.email INTO NEW.first_name, NEW.last_name, NEW.email FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER company_membership_person_copy BEFORE INSERT OR UPDATE OF user_id ON company_memberships FOR EACH ROW EXECUTE FUNCTION company_membership_person_copy();--> statement-breakpoint
CREATE OR REPLACE FUNCTION person_copy_to_memberships() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_memberships SET first_name = NEW.first_name, last_name = NEW.last_name, email = NEW.email WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER person_copy_to_memberships AFTER UPDATE OF first_name, last_name, email ON users FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION person_copy_to_memberships();--> statement-breakpoint
-- The copies start as the people's own values; the search of the list (`%term%` in 'first last' or the e-mail)
-- goes through a trigram index that leads with company_id (btree_gin, as the tickets' search).
UPDATE "company_memberships" SET "first_name" = u."first_name", "last_name" = u."last_name", "email" = u."email" FROM "users" u WHERE u."id" = "company_memberships"."user_id";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_memberships_search_idx" ON "company_memberships" USING gin ("company_id", ("first_name" || ' ' || "last_name") gin_trgm_ops, "email" gin_trgm_ops);
