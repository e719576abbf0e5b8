ALTER TABLE "idempotency_keys" ADD COLUMN "holder" text;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at" ON "idempotency_keys" USING btree ("created_at");