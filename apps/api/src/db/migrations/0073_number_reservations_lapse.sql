-- A cart's number reservation lapses (issue 10, decision 011): available_from is when it ends. Reservations
-- made before had none and would hold their numbers for good; a cart's get a full period from now. An order
-- request's hold (its id as the cart code) does not lapse while it waits for its approvers.
UPDATE "number_pool" SET "available_from" = now() + interval '24 hours'
WHERE "status" = 'RESERVED' AND "available_from" IS NULL
  AND "cart_code" NOT IN (SELECT "id" FROM "order_requests");--> statement-breakpoint
UPDATE "operator_numbers" SET "available_from" = now() + interval '24 hours'
WHERE "status" = 'RESERVED' AND "available_from" IS NULL
  AND "cart_code" NOT IN (SELECT "id" FROM "order_requests");
