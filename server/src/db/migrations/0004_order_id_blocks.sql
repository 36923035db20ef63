CREATE TABLE "order_id_blocks" (
	"block" bigint NOT NULL,
	"status" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_id_blocks_block_status_pk" PRIMARY KEY("block","status")
);
