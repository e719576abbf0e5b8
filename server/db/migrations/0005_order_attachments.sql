CREATE TABLE "order_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"order_id" integer NOT NULL,
	"mime" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_attachments_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "order_attachments" ADD CONSTRAINT "order_attachments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_attachments_order" ON "order_attachments" USING btree ("order_id");