-- A top-up request's Idempotency-Key, kept with its bill: the same admin's same key finds the
-- bill it made instead of adding the credits again (domain/backOffice/bills.ts, topUp).
ALTER TABLE "bills" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_request_key_unique" ON "bills" USING btree ("created_by","request_key") WHERE "bills"."request_key" IS NOT NULL;