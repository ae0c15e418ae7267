CREATE TYPE "public"."sender_type" AS ENUM('CUSTOMER', 'LISTENER');--> statement-breakpoint
CREATE TABLE "session_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"session_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"sender_type" "sender_type" NOT NULL,
	"client_message_id" text NOT NULL,
	"body" text NOT NULL,
	"original_body" text,
	"flags" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_messages_body_check" CHECK (length("session_messages"."body") > 0)
);
--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "low_balance_warned_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_messages" ADD CONSTRAINT "session_messages_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_messages" ADD CONSTRAINT "session_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_messages_client_id" ON "session_messages" USING btree ("session_id","sender_id","client_message_id");--> statement-breakpoint
CREATE INDEX "session_messages_session_seq_idx" ON "session_messages" USING btree ("session_id","seq");