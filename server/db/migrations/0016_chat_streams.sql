CREATE TABLE "chat_streams" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_id" integer NOT NULL,
	"holder" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_streams" ADD CONSTRAINT "chat_streams_participant_id_chat_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."chat_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_streams_participant" ON "chat_streams" USING btree ("participant_id");