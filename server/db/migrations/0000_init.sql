CREATE TABLE "add_ons" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" double precision NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"stock_type" text DEFAULT 'unlimited' NOT NULL,
	"addon_stock" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"image" text NOT NULL,
	"data" text,
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"featured" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"module_id" integer NOT NULL,
	"store_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"start_time" text DEFAULT '00:00:00' NOT NULL,
	"end_time" text DEFAULT '23:59:59' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"module_id" integer NOT NULL,
	"featured" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"start_date" text NOT NULL,
	"expire_date" text NOT NULL,
	"min_purchase" double precision DEFAULT 0 NOT NULL,
	"max_discount" double precision DEFAULT 0 NOT NULL,
	"discount" double precision DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'amount' NOT NULL,
	"coupon_type" text NOT NULL,
	"limit" integer DEFAULT 0 NOT NULL,
	"data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"module_id" integer NOT NULL,
	"customer_id" jsonb DEFAULT '["all"]'::jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"total_uses" integer DEFAULT 0 NOT NULL,
	"created_by" text DEFAULT 'admin' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "item_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" double precision NOT NULL,
	"discount" double precision DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"veg" integer DEFAULT 0 NOT NULL,
	"is_halal" integer DEFAULT 0 NOT NULL,
	"organic" integer DEFAULT 0 NOT NULL,
	"recommended" integer DEFAULT 0 NOT NULL,
	"generic_name" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_prescription_required" integer DEFAULT 0 NOT NULL,
	"common_condition" text,
	"nutritions_name" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allergies_name" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"food_variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"choice_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"maximum_cart_quantity" integer,
	"available_time_starts" text DEFAULT '00:00:00' NOT NULL,
	"available_time_ends" text DEFAULT '23:59:59' NOT NULL,
	"unit" text,
	"avg_rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" double precision NOT NULL,
	"discount" double precision DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"veg" integer DEFAULT 0 NOT NULL,
	"is_halal" integer DEFAULT 0 NOT NULL,
	"organic" integer DEFAULT 0 NOT NULL,
	"recommended" integer DEFAULT 0 NOT NULL,
	"generic_name" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_prescription_required" integer DEFAULT 0 NOT NULL,
	"common_condition" text,
	"nutritions_name" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allergies_name" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"food_variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"choice_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"maximum_cart_quantity" integer,
	"available_time_starts" text DEFAULT '00:00:00' NOT NULL,
	"available_time_ends" text DEFAULT '23:59:59' NOT NULL,
	"unit" text,
	"avg_rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"per_km_shipping_charge" double precision DEFAULT 0 NOT NULL,
	"minimum_shipping_charge" double precision DEFAULT 0 NOT NULL,
	"maximum_shipping_charge" double precision,
	"maximum_cod_order_amount" double precision
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_name" text NOT NULL,
	"module_type" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"icon" text NOT NULL,
	"thumbnail" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"theme_id" integer DEFAULT 1 NOT NULL,
	"all_zone_service" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" text NOT NULL,
	"name" text NOT NULL,
	"secondary" text NOT NULL,
	"formatted_address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"kind" text DEFAULT 'point_of_interest' NOT NULL,
	CONSTRAINT "places_place_id_unique" UNIQUE("place_id")
);
--> statement-breakpoint
CREATE TABLE "store_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"day" integer NOT NULL,
	"opening_time" text NOT NULL,
	"closing_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"logo" text NOT NULL,
	"cover_photo" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"footer_text" text DEFAULT '' NOT NULL,
	"minimum_order" double precision DEFAULT 0 NOT NULL,
	"delivery_time" text DEFAULT '30-40 min' NOT NULL,
	"schedule_order" boolean DEFAULT true NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"featured" integer DEFAULT 0 NOT NULL,
	"delivery" boolean DEFAULT true NOT NULL,
	"take_away" boolean DEFAULT true NOT NULL,
	"free_delivery" boolean DEFAULT false NOT NULL,
	"self_delivery_system" integer DEFAULT 0 NOT NULL,
	"veg" integer DEFAULT 1 NOT NULL,
	"non_veg" integer DEFAULT 1 NOT NULL,
	"tax" double precision DEFAULT 0 NOT NULL,
	"per_km_shipping_charge" double precision,
	"minimum_shipping_charge" double precision,
	"maximum_shipping_charge" double precision,
	"prescription_order" boolean DEFAULT false NOT NULL,
	"cutlery" boolean DEFAULT false NOT NULL,
	"halal_tag_status" integer DEFAULT 0 NOT NULL,
	"announcement" integer DEFAULT 0 NOT NULL,
	"announcement_message" text,
	"avg_rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"ratings" jsonb DEFAULT '[0,0,0,0,0]'::jsonb NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"discount" jsonb,
	"pickup_zone_id" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"store_business_model" text DEFAULT 'commission' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text,
	"coordinates" jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"cash_on_delivery" integer DEFAULT 1 NOT NULL,
	"digital_payment" integer DEFAULT 1 NOT NULL,
	"offline_payment" integer DEFAULT 0 NOT NULL,
	"increased_delivery_fee" double precision DEFAULT 0 NOT NULL,
	"increased_delivery_fee_status" integer DEFAULT 0 NOT NULL,
	"increase_delivery_charge_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_id" text,
	"module_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"price" double precision NOT NULL,
	"quantity" integer NOT NULL,
	"variation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_on_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_on_qtys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"address_type" text NOT NULL,
	"contact_person_name" text NOT NULL,
	"contact_person_number" text NOT NULL,
	"contact_person_email" text,
	"address" text NOT NULL,
	"additional_information" text,
	"latitude" text NOT NULL,
	"longitude" text NOT NULL,
	"zone_id" integer NOT NULL,
	"zone_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"floor" text,
	"road" text,
	"house" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_images" (
	"name" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mime" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"guest_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_guest_id_unique" UNIQUE("guest_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"credit" double precision DEFAULT 0 NOT NULL,
	"debit" double precision DEFAULT 0 NOT NULL,
	"balance" double precision NOT NULL,
	"transaction_type" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_point_transactions_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "otps" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"held_for_exist_user" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_auth_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_info" text NOT NULL,
	"phone" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "phone_auth_sessions_session_info_unique" UNIQUE("session_info")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"f_name" text,
	"l_name" text,
	"phone" text,
	"email" text,
	"password" text,
	"image" text,
	"is_phone_verified" integer DEFAULT 0 NOT NULL,
	"is_email_verified" integer DEFAULT 0 NOT NULL,
	"ref_code" text NOT NULL,
	"ref_by" integer,
	"wallet_balance" double precision DEFAULT 0 NOT NULL,
	"loyalty_point" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"login_medium" text DEFAULT 'manual' NOT NULL,
	"social_id" text,
	"selected_modules_for_interest" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interest" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"info_pending_until" timestamp with time zone,
	"info_pending_login_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_ref_code_unique" UNIQUE("ref_code")
);
--> statement-breakpoint
CREATE TABLE "wallet_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount" double precision NOT NULL,
	"payment_method" text NOT NULL,
	"callback" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "wallet_payments_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"credit" double precision DEFAULT 0 NOT NULL,
	"debit" double precision DEFAULT 0 NOT NULL,
	"admin_bonus" double precision DEFAULT 0 NOT NULL,
	"balance" double precision NOT NULL,
	"transaction_type" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer,
	"store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer,
	"item_campaign_id" integer,
	"item_details" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"price" double precision NOT NULL,
	"variation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_on_item" double precision DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'discount_on_product' NOT NULL,
	"tax_amount" double precision DEFAULT 0 NOT NULL,
	"total_add_on_price" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_id" text,
	"is_guest" integer DEFAULT 0 NOT NULL,
	"store_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"order_type" text NOT NULL,
	"order_status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"order_amount" double precision NOT NULL,
	"store_discount_amount" double precision DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"coupon_discount_amount" double precision DEFAULT 0 NOT NULL,
	"coupon_discount_title" text,
	"coupon_created_by" text,
	"total_tax_amount" double precision DEFAULT 0 NOT NULL,
	"tax_percentage" double precision DEFAULT 0 NOT NULL,
	"tax_status" text DEFAULT 'excluded' NOT NULL,
	"delivery_charge" double precision DEFAULT 0 NOT NULL,
	"original_delivery_charge" double precision DEFAULT 0 NOT NULL,
	"free_delivery_by" text,
	"additional_charge" double precision DEFAULT 0 NOT NULL,
	"dm_tips" double precision DEFAULT 0 NOT NULL,
	"partially_paid_amount" double precision DEFAULT 0 NOT NULL,
	"delivery_address" jsonb,
	"distance" double precision DEFAULT 0 NOT NULL,
	"schedule_at" timestamp with time zone NOT NULL,
	"scheduled" integer DEFAULT 0 NOT NULL,
	"order_note" text,
	"delivery_instruction" text,
	"unavailable_item_note" text,
	"cutlery" integer DEFAULT 0 NOT NULL,
	"otp" text NOT NULL,
	"cancellation_reason" text,
	"canceled_by" text,
	"pending" timestamp with time zone,
	"confirmed" timestamp with time zone,
	"processing" timestamp with time zone,
	"handover" timestamp with time zone,
	"picked_up" timestamp with time zone,
	"delivered" timestamp with time zone,
	"canceled" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"image" text NOT NULL,
	"data" text,
	"zone_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_cart_user_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_id" text,
	"pickup_location" jsonb NOT NULL,
	"destination_location" jsonb,
	"pickup_time" timestamp with time zone NOT NULL,
	"rental_type" text NOT NULL,
	"estimated_hours" double precision DEFAULT 0 NOT NULL,
	"distance" double precision DEFAULT 0 NOT NULL,
	"destination_time" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_data_id" integer NOT NULL,
	"user_id" integer,
	"guest_id" text,
	"vehicle_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vehicle_id" integer,
	"provider_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" double precision NOT NULL,
	"calculated_price" double precision NOT NULL,
	"discount_on_trip" double precision DEFAULT 0 NOT NULL,
	"vehicle_details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_id" text,
	"is_guest" integer DEFAULT 0 NOT NULL,
	"provider_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"trip_status" text DEFAULT 'pending' NOT NULL,
	"trip_type" text NOT NULL,
	"payment_method" text,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"price" double precision NOT NULL,
	"discount_on_trip" double precision DEFAULT 0 NOT NULL,
	"discount_on_trip_by" text,
	"coupon_code" text,
	"coupon_discount_amount" double precision DEFAULT 0 NOT NULL,
	"tax_amount" double precision DEFAULT 0 NOT NULL,
	"tax_percentage" double precision DEFAULT 0 NOT NULL,
	"tax_status" text DEFAULT 'excluded' NOT NULL,
	"trip_amount" double precision NOT NULL,
	"partially_paid_amount" double precision DEFAULT 0 NOT NULL,
	"estimated_hours" double precision DEFAULT 0 NOT NULL,
	"distance" double precision DEFAULT 0 NOT NULL,
	"destination_time" double precision DEFAULT 0 NOT NULL,
	"pickup_location" jsonb NOT NULL,
	"destination_location" jsonb,
	"pickup_time" timestamp with time zone NOT NULL,
	"schedule_at" timestamp with time zone,
	"scheduled" integer DEFAULT 0 NOT NULL,
	"additional_note" text,
	"user_info" jsonb,
	"cancellation_reason" text,
	"canceled_by" text,
	"confirmed" timestamp with time zone,
	"ongoing" timestamp with time zone,
	"completed" timestamp with time zone,
	"canceled" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer,
	"customer_name" text NOT NULL,
	"trip_id" integer,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"reply" text,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type" text NOT NULL,
	"engine_capacity" text DEFAULT '' NOT NULL,
	"engine_power" text DEFAULT '' NOT NULL,
	"seating_capacity" integer NOT NULL,
	"air_condition" integer DEFAULT 1 NOT NULL,
	"fuel_type" text NOT NULL,
	"transmission_type" text NOT NULL,
	"total_vehicles" integer DEFAULT 1 NOT NULL,
	"new_tag" integer DEFAULT 0 NOT NULL,
	"hourly_price" double precision DEFAULT 0 NOT NULL,
	"distance_price" double precision DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"discount_price" double precision DEFAULT 0 NOT NULL,
	"trip_hourly" integer DEFAULT 1 NOT NULL,
	"trip_distance" integer DEFAULT 1 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_campaigns" ADD CONSTRAINT "item_campaigns_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_campaigns" ADD CONSTRAINT "item_campaigns_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_zones" ADD CONSTRAINT "module_zones_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_zones" ADD CONSTRAINT "module_zones_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_schedules" ADD CONSTRAINT "store_schedules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_images" ADD CONSTRAINT "customer_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_transactions" ADD CONSTRAINT "loyalty_point_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_payments" ADD CONSTRAINT "wallet_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_banners" ADD CONSTRAINT "rental_banners_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_carts" ADD CONSTRAINT "rental_carts_user_data_id_rental_cart_user_data_id_fk" FOREIGN KEY ("user_data_id") REFERENCES "public"."rental_cart_user_data"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_carts" ADD CONSTRAINT "rental_carts_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_carts" ADD CONSTRAINT "rental_carts_provider_id_stores_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_wishlists" ADD CONSTRAINT "rental_wishlists_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_wishlists" ADD CONSTRAINT "rental_wishlists_provider_id_stores_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_details" ADD CONSTRAINT "trip_details_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_details" ADD CONSTRAINT "trip_details_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_provider_id_stores_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reviews" ADD CONSTRAINT "vehicle_reviews_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reviews" ADD CONSTRAINT "vehicle_reviews_provider_id_stores_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_provider_id_stores_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_category_id_vehicle_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."vehicle_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_brand_id_vehicle_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."vehicle_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_module" ON "categories" USING btree ("module_id","parent_id");--> statement-breakpoint
CREATE INDEX "coupon_usages_user" ON "coupon_usages" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "item_campaigns_module" ON "item_campaigns" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_campaigns_slug" ON "item_campaigns" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "items_store" ON "items" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "items_module" ON "items" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_slug" ON "items" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "module_zones_pair" ON "module_zones" USING btree ("module_id","zone_id");--> statement-breakpoint
CREATE INDEX "store_schedules_store" ON "store_schedules" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "stores_module_zone" ON "stores" USING btree ("module_id","zone_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_user" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "carts_user" ON "carts" USING btree ("user_id","module_id");--> statement-breakpoint
CREATE INDEX "carts_guest" ON "carts" USING btree ("guest_id","module_id");--> statement-breakpoint
CREATE INDEX "customer_addresses_user" ON "customer_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "loyalty_point_transactions_user" ON "loyalty_point_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "otps_key" ON "otps" USING btree ("channel","target","purpose");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user" ON "wallet_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_item" ON "wishlists" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_store" ON "wishlists" USING btree ("user_id","store_id");--> statement-breakpoint
CREATE INDEX "order_details_order" ON "order_details" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_guest" ON "orders" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "rental_cart_user_data_user" ON "rental_cart_user_data" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rental_cart_user_data_guest" ON "rental_cart_user_data" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "rental_carts_user_data" ON "rental_carts" USING btree ("user_data_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_wishlists_vehicle" ON "rental_wishlists" USING btree ("user_id","vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_wishlists_provider" ON "rental_wishlists" USING btree ("user_id","provider_id");--> statement-breakpoint
CREATE INDEX "trip_details_trip" ON "trip_details" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trips_user" ON "trips" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trips_guest" ON "trips" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "vehicle_reviews_provider" ON "vehicle_reviews" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "vehicle_reviews_vehicle" ON "vehicle_reviews" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicles_provider" ON "vehicles" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "vehicles_zone" ON "vehicles" USING btree ("zone_id");