-- Cancelling a bill of credits taken off (a negative amount: the credits come back to the
-- balance) is recorded as 'bill.given_back'; it was recorded as 'bill.canceled', the kind of a
-- canceled top-up (its credits leave the balance), and the screens told the two apart by the
-- balance before and after. The past rows of that case get their own kind: a 'bill.canceled' row
-- whose bill has a negative amount (exactly the rows whose credits rose; a bill that was canceled
-- cannot be deleted, its ledger rows hold it). Only the kind changes.
-- The audit log's trigger refuses every UPDATE (0008_audit_log): it is turned off for this one
-- statement and on again, within the migration's transaction, so nothing else slips through.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
UPDATE "audit_log" AS "entry"
SET "kind" = 'bill.given_back'
FROM "bills"
WHERE "entry"."kind" = 'bill.canceled'
  AND "entry"."target_type" = 'bill'
  AND "entry"."target_id" = "bills"."id"::text
  AND "bills"."amount" < 0;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_append_only";
