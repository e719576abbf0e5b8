CREATE TABLE "delivery_men" (
	"id" serial PRIMARY KEY NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"identity_type" text NOT NULL,
	"identity_number" text NOT NULL,
	"identity_image" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text,
	"vehicle_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"earning" integer NOT NULL,
	"password" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	"application_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "joining_images" (
	"name" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_name" text NOT NULL,
	"price" double precision NOT NULL,
	"validity" integer NOT NULL,
	"max_order" text DEFAULT 'unlimited' NOT NULL,
	"max_product" text DEFAULT 'unlimited' NOT NULL,
	"pos" boolean DEFAULT false NOT NULL,
	"mobile_app" boolean DEFAULT false NOT NULL,
	"chat" boolean DEFAULT false NOT NULL,
	"review" boolean DEFAULT false NOT NULL,
	"self_delivery" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"default" boolean DEFAULT false NOT NULL,
	"colour" text,
	"text" text,
	"module_type" text DEFAULT 'all' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password" text NOT NULL,
	"status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "delivery_men" ADD CONSTRAINT "delivery_men_vehicle_id_delivery_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."delivery_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_men" ADD CONSTRAINT "delivery_men_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_men_email_unique" ON "delivery_men" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_men_phone_unique" ON "delivery_men" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_email_unique" ON "vendors" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_phone_unique" ON "vendors" USING btree ("phone");