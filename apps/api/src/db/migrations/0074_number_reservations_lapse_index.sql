-- The hourly job frees lapsed number reservations (decision 011): partial indexes on when each reservation
-- ends let it find them without reading every company's register and the whole operator range.
CREATE INDEX "number_pool_reserved_until_idx" ON "number_pool" USING btree ("available_from") WHERE status = 'RESERVED';--> statement-breakpoint
CREATE INDEX "operator_numbers_reserved_until_idx" ON "operator_numbers" USING btree ("available_from") WHERE status = 'RESERVED';