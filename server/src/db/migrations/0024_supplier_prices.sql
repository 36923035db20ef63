ALTER TABLE "order_forwarding" ADD COLUMN "sent_by_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "services_tried_at" timestamp with time zone;