CREATE TABLE "chat_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"message_id" integer NOT NULL,
	"mime" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_attachments_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "chat_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_id" integer NOT NULL,
	"type" text NOT NULL,
	"conversation_id" integer NOT NULL,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"vendor_id" integer,
	"deliveryman_id" integer,
	"admin_id" integer,
	"f_name" text DEFAULT '' NOT NULL,
	"l_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"email" text,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_reads" (
	"conversation_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"last_read_message_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_reads_conversation_id_participant_id_pk" PRIMARY KEY("conversation_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"sender_type" text NOT NULL,
	"receiver_id" integer NOT NULL,
	"receiver_type" text NOT NULL,
	"last_message_id" integer,
	"last_message_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"message" text,
	"file" jsonb,
	"is_seen" integer DEFAULT 0 NOT NULL,
	"answer_to" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_events" ADD CONSTRAINT "chat_events_participant_id_chat_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."chat_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_participants" ADD CONSTRAINT "chat_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_participant_id_chat_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."chat_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_sender_id_chat_participants_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."chat_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_receiver_id_chat_participants_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."chat_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_chat_participants_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."chat_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_attachments_message" ON "chat_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "chat_events_participant" ON "chat_events" USING btree ("participant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_participants_user" ON "chat_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_participants_vendor" ON "chat_participants" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_participants_deliveryman" ON "chat_participants" USING btree ("deliveryman_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_participants_admin" ON "chat_participants" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair" ON "conversations" USING btree ("sender_id","receiver_id");--> statement-breakpoint
CREATE INDEX "conversations_receiver" ON "conversations" USING btree ("receiver_id");--> statement-breakpoint
CREATE INDEX "messages_conversation" ON "messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "messages_sender_time" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_answer_to" ON "messages" USING btree ("answer_to");