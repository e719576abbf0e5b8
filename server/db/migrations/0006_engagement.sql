CREATE TABLE "reels" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"title" text NOT NULL,
	"video" text NOT NULL,
	"thumbnail" text NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reels_store" ON "reels" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "reels_module" ON "reels" USING btree ("module_id");