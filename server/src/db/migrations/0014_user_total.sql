-- How many accounts there are, in one row kept by triggers in the same transaction as every insert,
-- delete and truncate of users: the users list's total is read, not counted over every account
-- (server/src/domain/backOffice/customers.ts). Registrations are rare enough to share one row.
CREATE TABLE "user_total" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_total_single" CHECK ("single")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_total_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE user_total SET users = 0;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE user_total SET users = users + (SELECT count(*) FROM new_users);
  ELSE
    UPDATE user_total SET users = users - (SELECT count(*) FROM old_users);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_total_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION user_total_trigger();
--> statement-breakpoint
CREATE TRIGGER users_total_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_users
  FOR EACH STATEMENT EXECUTE FUNCTION user_total_trigger();
--> statement-breakpoint
CREATE TRIGGER users_total_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION user_total_trigger();
--> statement-breakpoint
INSERT INTO user_total (single, users) SELECT true, count(*)::int FROM users;
