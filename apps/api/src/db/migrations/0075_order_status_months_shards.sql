-- The kept order counts per company, status and month (decision 015) are split into shards, one per database
-- connection (its backend process id modulo 32), and a count is the sum of its shards. With one row per count,
-- every submit and every fulfilment step of a company updated the same row and held it to its commit: in the
-- paced submit bench all of PostgreSQL's lock waits were on this table, up to 19 ms each.
ALTER TABLE "order_status_months" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_months" DROP CONSTRAINT "order_status_months_company_id_status_month_pk";--> statement-breakpoint
ALTER TABLE "order_status_months" ADD CONSTRAINT "order_status_months_company_id_status_month_shard_pk" PRIMARY KEY("company_id","status","month","shard");--> statement-breakpoint
-- Every change adds its difference to the connection's own shard: a delete, like a status change, subtracts
-- there, so a shard may go below zero while the sum stays exact.
CREATE OR REPLACE FUNCTION order_status_months_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_status_months AS c (company_id, status, month, shard, orders)
    SELECT company_id, status, date_trunc('month', created_at AT TIME ZONE 'Europe/Helsinki')::date,
      pg_backend_pid() % 32, count(*)
    FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (company_id, status, month, shard) DO UPDATE SET orders = c.orders + excluded.orders;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_status_months AS c (company_id, status, month, shard, orders)
    SELECT company_id, status, date_trunc('month', created_at AT TIME ZONE 'Europe/Helsinki')::date,
      pg_backend_pid() % 32, -count(*)
    FROM old_rows GROUP BY 1, 2, 3
    ON CONFLICT (company_id, status, month, shard) DO UPDATE SET orders = c.orders + excluded.orders;
  ELSE
    INSERT INTO order_status_months AS c (company_id, status, month, shard, orders)
    SELECT company_id, status, month, pg_backend_pid() % 32, sum(delta) FROM (
      SELECT company_id, status, date_trunc('month', created_at AT TIME ZONE 'Europe/Helsinki')::date AS month,
        1 AS delta FROM new_rows
      UNION ALL
      SELECT company_id, status, date_trunc('month', created_at AT TIME ZONE 'Europe/Helsinki')::date, -1
      FROM old_rows
    ) moves GROUP BY company_id, status, month HAVING sum(delta) <> 0
    ON CONFLICT (company_id, status, month, shard) DO UPDATE SET orders = c.orders + excluded.orders;
  END IF;
  RETURN NULL;
END $$;
