-- The last guard against moving the credits of one order or one top-up twice: an order is charged
-- once and refunded once, a top-up credited once and reversed once. The code takes each under a
-- row lock (answerOrder.ts, bills.ts); these refuse a second one whatever the path. About 1 s at
-- a million orders.
CREATE UNIQUE INDEX "credit_ledger_order_charge_unique" ON "credit_ledger" USING btree ("order_id") WHERE "credit_ledger"."kind" = 'order_charge';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_order_refund_unique" ON "credit_ledger" USING btree ("order_id") WHERE "credit_ledger"."kind" = 'order_refund';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_top_up_unique" ON "credit_ledger" USING btree ("bill_id") WHERE "credit_ledger"."kind" = 'top_up';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_top_up_reversal_unique" ON "credit_ledger" USING btree ("bill_id") WHERE "credit_ledger"."kind" = 'top_up_reversal';