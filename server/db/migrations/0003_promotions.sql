CREATE TABLE "advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"add_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_image" text,
	"profile_image" text,
	"video_attachment" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_rating_active" integer DEFAULT 1 NOT NULL,
	"is_review_active" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automated_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_items" (
	"brand_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "brand_items_brand_id_item_id_pk" PRIMARY KEY("brand_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cash_backs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"customer_id" jsonb DEFAULT '["all"]'::jsonb NOT NULL,
	"cashback_type" text NOT NULL,
	"same_user_limit" integer DEFAULT 1 NOT NULL,
	"cashback_amount" double precision NOT NULL,
	"min_purchase" double precision DEFAULT 0 NOT NULL,
	"max_discount" double precision DEFAULT 0 NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "common_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "common_conditions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "condition_items" (
	"condition_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "condition_items_condition_id_item_id_pk" PRIMARY KEY("condition_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"starting_coverage_area" double precision NOT NULL,
	"maximum_coverage_area" double precision NOT NULL,
	"extra_charges" double precision DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_sale_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"flash_sale_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"discount_type" text NOT NULL,
	"discount" double precision NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"title" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"is_publish" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"value" text,
	"image" text,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"method_name" text NOT NULL,
	"method_fields" jsonb NOT NULL,
	"method_informations" jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_cancel_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"user_type" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"parcel_per_km_shipping_charge" double precision,
	"parcel_minimum_shipping_charge" double precision,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"default_link" text,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surge_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"module_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"surge_price_name" text NOT NULL,
	"price" double precision NOT NULL,
	"price_type" text NOT NULL,
	"customer_note" text DEFAULT '' NOT NULL,
	"customer_note_status" integer DEFAULT 0 NOT NULL,
	"duration_type" text NOT NULL,
	"weekly_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"bonus_type" text NOT NULL,
	"bonus_amount" double precision NOT NULL,
	"minimum_add_amount" double precision DEFAULT 0 NOT NULL,
	"maximum_bonus_amount" double precision DEFAULT 0 NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_items" ADD CONSTRAINT "brand_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_items" ADD CONSTRAINT "brand_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_items" ADD CONSTRAINT "condition_items_condition_id_common_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."common_conditions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_items" ADD CONSTRAINT "condition_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_flash_sale_id_flash_sales_id_fk" FOREIGN KEY ("flash_sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sales" ADD CONSTRAINT "flash_sales_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_banners" ADD CONSTRAINT "module_banners_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_categories" ADD CONSTRAINT "parcel_categories_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_banners" ADD CONSTRAINT "store_banners_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surge_prices" ADD CONSTRAINT "surge_prices_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_items_item" ON "brand_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "flash_sale_items_sale" ON "flash_sale_items" USING btree ("flash_sale_id");--> statement-breakpoint
CREATE INDEX "store_banners_store" ON "store_banners" USING btree ("store_id");