CREATE TABLE "idempotency_keys" (
	"owner" text NOT NULL,
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"body_hash" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"response" text,
	"content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_owner_operation_key_pk" PRIMARY KEY("owner","operation","key")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "carts_owner_line" ON "carts" USING btree (coalesce("user_id"::text, 'g:' || "guest_id"),"module_id","item_type","item_id","variation");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_reference" ON "wallet_transactions" USING btree ("reference","transaction_type") WHERE "wallet_transactions"."transaction_type" in ('order_place', 'partial_payment', 'order_refund');