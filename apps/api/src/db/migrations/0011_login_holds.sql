CREATE TABLE "login_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_holds_address_idx" ON "login_holds" USING btree ("address","expires_at");