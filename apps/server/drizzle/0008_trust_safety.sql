CREATE TYPE "public"."case_action" AS ENUM('DISMISS', 'WARN', 'REFUND', 'BLOCK_LISTENER', 'DEACTIVATE_CUSTOMER');--> statement-breakpoint
CREATE TYPE "public"."case_kind" AS ENUM('REPORT', 'CRISIS');--> statement-breakpoint
CREATE TYPE "public"."case_status" AS ENUM('OPEN', 'CLOSED');--> statement-breakpoint
CREATE TYPE "public"."report_category" AS ENUM('HARASSMENT', 'INAPPROPRIATE_CONTENT', 'CONTACT_SHARING', 'SAFETY_CONCERN', 'OVERCHARGED', 'POOR_SERVICE', 'OTHER');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'CASE_DISMISSED';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'CASE_WARNED';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'SESSION_REFUNDED';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'HELPLINES_UPDATED';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'REFUND';--> statement-breakpoint
CREATE TABLE "case_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"action" "case_action" NOT NULL,
	"note" text,
	"refund_coins" integer,
	"actor_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helplines" (
	"position" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "case_kind" NOT NULL,
	"status" "case_status" DEFAULT 'OPEN' NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"session_id" uuid NOT NULL,
	"reporter_id" uuid,
	"category" "report_category",
	"details" text,
	"outcome" "case_action",
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "moderation_cases_report_check" CHECK (("moderation_cases"."kind" = 'REPORT') = ("moderation_cases"."reporter_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"case_id" uuid,
	"idempotency_key" text NOT NULL,
	"coins" integer NOT NULL,
	"listener_coins" integer NOT NULL,
	"transaction_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."coins" > 0 and "refunds"."listener_coins" between 0 and "refunds"."coins")
);
--> statement-breakpoint
CREATE TABLE "session_ratings" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"listener_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_ratings_stars_check" CHECK ("session_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "user_blocks_not_self" CHECK ("user_blocks"."blocker_id" <> "user_blocks"."blocked_id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "refunded_coins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "listener_refunded_coins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "crisis_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_actions" ADD CONSTRAINT "case_actions_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_actions" ADD CONSTRAINT "case_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_ratings" ADD CONSTRAINT "session_ratings_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_ratings" ADD CONSTRAINT "session_ratings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_ratings" ADD CONSTRAINT "session_ratings_listener_id_users_id_fk" FOREIGN KEY ("listener_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_actions_case_idx" ON "case_actions" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_one_report" ON "moderation_cases" USING btree ("session_id","reporter_id") WHERE "moderation_cases"."kind" = 'REPORT';--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_one_open_crisis" ON "moderation_cases" USING btree ("session_id") WHERE "moderation_cases"."kind" = 'CRISIS' and "moderation_cases"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "moderation_cases_queue_idx" ON "moderation_cases" USING btree ("status","urgent","created_at");--> statement-breakpoint
CREATE INDEX "moderation_cases_reporter_idx" ON "moderation_cases" USING btree ("reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key" ON "refunds" USING btree ("session_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "session_ratings_listener_idx" ON "session_ratings" USING btree ("listener_id");--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_refund_check" CHECK ("sessions"."refunded_coins" between 0 and "sessions"."coins_charged" and "sessions"."listener_refunded_coins" between 0 and least("sessions"."refunded_coins", "sessions"."coins_earned"));--> statement-breakpoint
-- The help card's first list (admins correct it at PUT /admin/helplines).
INSERT INTO "helplines" ("position", "name", "phone", "description") VALUES
  (1, 'Tele-MANAS (national mental health helpline)', '14416', 'Free, confidential, 24x7, in many Indian languages'),
  (2, 'Tele-MANAS toll-free', '1-800-891-4416', 'The same service from any phone, free, 24x7'),
  (3, 'Emergency (police, ambulance, fire)', '112', 'If you or someone else is in immediate danger');
