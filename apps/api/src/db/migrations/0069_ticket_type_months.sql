CREATE TABLE "ticket_type_months" (
	"company_id" text NOT NULL,
	"month" date NOT NULL,
	"type" text NOT NULL,
	"tickets" bigint NOT NULL,
	"resolved" bigint NOT NULL,
	"resolution_seconds" numeric NOT NULL,
	CONSTRAINT "ticket_type_months_company_id_month_type_pk" PRIMARY KEY("company_id","month","type")
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_type_months" ADD CONSTRAINT "ticket_type_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Decision 015. When a ticket first becomes RESOLVED or CLOSED; a reopened ticket keeps it. The resolving
-- update's time is the transaction's, as its timeline event's; a ticket created resolved takes its last change.
CREATE FUNCTION tickets_first_resolved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('RESOLVED', 'CLOSED') AND NEW.resolved_at IS NULL THEN
    NEW.resolved_at := CASE WHEN TG_OP = 'INSERT' THEN NEW.updated_at ELSE now() END;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER tickets_first_resolved BEFORE INSERT OR UPDATE OF status ON tickets
  FOR EACH ROW EXECUTE FUNCTION tickets_first_resolved();
--> statement-breakpoint
UPDATE tickets t SET resolved_at = coalesce((
    SELECT min(e.created_at) FROM ticket_events e
    WHERE e.company_id = t.company_id AND e.ticket_id = t.id AND e.to_status IN ('RESOLVED', 'CLOSED')
  ), CASE WHEN t.status IN ('RESOLVED', 'CLOSED') THEN t.updated_at END);
--> statement-breakpoint
-- What one ticket adds to (sign 1) or takes from (sign -1) its company's month and type: itself, whether it
-- is resolved now, and then its resolution time (never below zero).
CREATE FUNCTION ticket_type_month_share(t tickets, sign integer, OUT company_id text, OUT month date,
    OUT type text, OUT opened bigint, OUT resolved bigint, OUT seconds numeric)
  LANGUAGE sql STABLE AS $$
  SELECT t.company_id, date_trunc('month', t.created_at AT TIME ZONE 'Europe/Helsinki')::date, t.type,
    sign::bigint,
    (CASE WHEN t.status IN ('RESOLVED', 'CLOSED') THEN sign ELSE 0 END)::bigint,
    (CASE WHEN t.status IN ('RESOLVED', 'CLOSED')
      THEN sign * greatest(coalesce(extract(epoch FROM t.resolved_at - t.created_at), 0), 0) ELSE 0 END)::numeric
$$;
--> statement-breakpoint
CREATE FUNCTION ticket_type_months_add(changes ticket_type_months[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ticket_type_months AS c (company_id, month, type, tickets, resolved, resolution_seconds)
  SELECT company_id, month, type, sum(tickets), sum(resolved), sum(resolution_seconds) FROM unnest(changes)
  GROUP BY company_id, month, type
  HAVING sum(tickets) <> 0 OR sum(resolved) <> 0 OR sum(resolution_seconds) <> 0
  ON CONFLICT (company_id, month, type) DO UPDATE SET tickets = c.tickets + excluded.tickets,
    resolved = c.resolved + excluded.resolved,
    resolution_seconds = c.resolution_seconds + excluded.resolution_seconds
$$;
--> statement-breakpoint
-- The transition tables a statement has differ by operation, so each branch reads only its own.
CREATE FUNCTION ticket_type_months_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM ticket_type_months_add(ARRAY(
      SELECT row((ticket_type_month_share(n, 1)).*)::ticket_type_months FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM ticket_type_months_add(ARRAY(
      SELECT row((ticket_type_month_share(o, -1)).*)::ticket_type_months FROM old_rows o));
  ELSE
    PERFORM ticket_type_months_add(ARRAY(
      SELECT row((ticket_type_month_share(n, 1)).*)::ticket_type_months FROM new_rows n
      UNION ALL
      SELECT row((ticket_type_month_share(o, -1)).*)::ticket_type_months FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tickets_type_months_insert AFTER INSERT ON tickets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_type_months_apply();
--> statement-breakpoint
CREATE TRIGGER tickets_type_months_update AFTER UPDATE ON tickets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_type_months_apply();
--> statement-breakpoint
CREATE TRIGGER tickets_type_months_delete AFTER DELETE ON tickets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_type_months_apply();
--> statement-breakpoint
INSERT INTO ticket_type_months (company_id, month, type, tickets, resolved, resolution_seconds)
SELECT s.company_id, s.month, s.type, sum(s.opened), sum(s.resolved), sum(s.seconds)
FROM tickets t, LATERAL ticket_type_month_share(t, 1) s
GROUP BY 1, 2, 3;
