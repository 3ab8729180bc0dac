DROP INDEX "company_memberships_user_idx";--> statement-breakpoint
CREATE INDEX "company_memberships_user_idx" ON "company_memberships" USING btree ("user_id","company_id");