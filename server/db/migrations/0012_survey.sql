CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"designation" text NOT NULL,
	"review" text NOT NULL,
	"image" text,
	"brand_image" text,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_cancellation_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"user_type" text NOT NULL,
	"cancellation_type" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_delivery_instructions" (
	"id" serial PRIMARY KEY NOT NULL,
	"instruction" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cm_firebase_token" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_reminder_canceled" integer DEFAULT 0 NOT NULL;