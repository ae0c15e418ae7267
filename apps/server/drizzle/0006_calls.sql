ALTER TYPE "public"."session_end_reason" ADD VALUE 'CONNECTION_LOST';--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "call_lost_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sessions_call_lost_idx" ON "sessions" USING btree ("call_lost_at") WHERE "sessions"."call_lost_at" is not null;