CREATE TABLE "delivery_man_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_man_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"attachment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_man_reviews" ADD CONSTRAINT "delivery_man_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_man_reviews_order" ON "delivery_man_reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "delivery_man_reviews_dm" ON "delivery_man_reviews" USING btree ("delivery_man_id");