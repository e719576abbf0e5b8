ALTER TABLE "orders" ALTER COLUMN "store_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parcel_category_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_details" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charge_payer" text;