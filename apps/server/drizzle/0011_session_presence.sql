ALTER TYPE "public"."session_end_reason" ADD VALUE 'ENDED_BY_PLATFORM';--> statement-breakpoint
CREATE TABLE "session_presence" (
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_presence_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
DROP INDEX "sessions_call_lost_idx";--> statement-breakpoint
ALTER TABLE "session_presence" ADD CONSTRAINT "session_presence_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_presence" ADD CONSTRAINT "session_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "call_lost_at";