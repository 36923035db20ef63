CREATE TYPE "public"."forwarding_state" AS ENUM('queued', 'placing', 'placed', 'held', 'done');--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"url" varchar(2048) NOT NULL,
	"username" varchar(255) NOT NULL,
	"api_key" varchar(255) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"allows_bulk" boolean DEFAULT false NOT NULL,
	"balance" numeric(14, 2),
	"currency" varchar(16),
	"low_balance" numeric(14, 2),
	"checked_at" timestamp with time zone,
	"last_error" text,
	"services_fetched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_services" (
	"supplier_id" integer NOT NULL,
	"service_id" varchar(64) NOT NULL,
	"group_name" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"credit" numeric(14, 2),
	"time" varchar(255),
	"info" text,
	"position" integer NOT NULL,
	CONSTRAINT "supplier_services_supplier_id_service_id_pk" PRIMARY KEY("supplier_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "service_routes" (
	"service_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"supplier_id" integer NOT NULL,
	"supplier_service_id" varchar(64) NOT NULL,
	CONSTRAINT "service_routes_service_id_position_pk" PRIMARY KEY("service_id","position")
);
--> statement-breakpoint
CREATE TABLE "order_forwarding" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"state" "forwarding_state" DEFAULT 'queued' NOT NULL,
	"route_position" smallint DEFAULT 0 NOT NULL,
	"supplier_id" integer,
	"supplier_service_id" varchar(64),
	"reference" varchar(128),
	"attempts" integer DEFAULT 0 NOT NULL,
	"faults" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_attempt_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forwarding_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"supplier_id" integer NOT NULL,
	"supplier_service_id" varchar(64) NOT NULL,
	"route_position" smallint NOT NULL,
	"action" varchar(32) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" varchar(16),
	"message" text,
	"reference" varchar(128),
	CONSTRAINT "forwarding_attempts_route_position" CHECK ("forwarding_attempts"."route_position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "supplier_services" ADD CONSTRAINT "supplier_services_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_routes" ADD CONSTRAINT "service_routes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_routes" ADD CONSTRAINT "service_routes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forwarding" ADD CONSTRAINT "order_forwarding_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forwarding" ADD CONSTRAINT "order_forwarding_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forwarding_attempts" ADD CONSTRAINT "forwarding_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forwarding_attempts" ADD CONSTRAINT "forwarding_attempts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_routes_supplier_idx" ON "service_routes" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "order_forwarding_due_idx" ON "order_forwarding" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "order_forwarding_supplier_due_idx" ON "order_forwarding" USING btree ("supplier_id","next_attempt_at") WHERE "order_forwarding"."state" = 'placed';--> statement-breakpoint
CREATE INDEX "forwarding_attempts_order_idx" ON "forwarding_attempts" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "forwarding_attempts_open_idx" ON "forwarding_attempts" USING btree ("started_at") WHERE "forwarding_attempts"."outcome" IS NULL;
