CREATE TABLE "order_stats_hourly" (
	"bucket" timestamp with time zone NOT NULL,
	"tier" "service_tier" NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"profit" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "order_stats_hourly_bucket_tier_pk" PRIMARY KEY("bucket","tier")
);
