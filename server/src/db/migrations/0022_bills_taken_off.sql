ALTER TABLE "bills" DROP CONSTRAINT "bills_amount_positive";--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_adjustment_unique" ON "credit_ledger" USING btree ("bill_id") WHERE "credit_ledger"."kind" = 'adjustment';--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_amount_not_zero" CHECK ("bills"."amount" <> 0);