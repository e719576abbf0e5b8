CREATE TABLE "login_attempts" (
	"identifier" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_payments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "lifetime_wrong" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "info_token_hash" text;--> statement-breakpoint
ALTER TABLE "wallet_payments" ADD COLUMN "purpose" text DEFAULT 'add_fund' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_payments" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_point_transactions_reference" ON "loyalty_point_transactions" USING btree ("reference","transaction_type") WHERE "loyalty_point_transactions"."reference" is not null;