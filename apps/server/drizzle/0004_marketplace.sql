CREATE TYPE "public"."account_kind" AS ENUM('CUSTOMER_WALLET', 'LISTENER_EARNINGS', 'PLATFORM_REVENUE', 'PAID_IN', 'PAID_OUT');--> statement-breakpoint
CREATE TYPE "public"."ledger_kind" AS ENUM('PURCHASE', 'SESSION_CHARGE');--> statement-breakpoint
CREATE TYPE "public"."mood" AS ENUM('happy', 'sad', 'angry', 'neutral', 'excited', 'frustrated');--> statement-breakpoint
CREATE TYPE "public"."purchase_status" AS ENUM('PENDING', 'CONFIRMED', 'DECLINED');--> statement-breakpoint
CREATE TYPE "public"."session_end_reason" AS ENUM('DECLINED', 'CANCELLED', 'EXPIRED', 'CLOSED_BY_LISTENER', 'ENDED_BY_CUSTOMER', 'INSUFFICIENT_BALANCE');--> statement-breakpoint
CREATE TYPE "public"."session_status" AS ENUM('pending', 'ACCEPTED', 'IN_PROGRESS', 'COMPLETED', 'REPORTED', 'CANCELLED');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'PLAN_CREATED';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'PLAN_UPDATED';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'PLAN_DELETED';--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "account_kind" NOT NULL,
	"owner_id" uuid,
	"balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_balance_check" CHECK ("accounts"."kind" = 'PAID_IN' or "accounts"."balance" >= 0),
	CONSTRAINT "accounts_owner_check" CHECK (("accounts"."kind" in ('CUSTOMER_WALLET', 'LISTENER_EARNINGS')) = ("accounts"."owner_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_paise" integer NOT NULL,
	"coins" integer NOT NULL,
	"bonus_coins" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_price_check" CHECK ("plans"."price_paise" > 0),
	CONSTRAINT "plans_coins_check" CHECK ("plans"."coins" >= 1 and "plans"."bonus_coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"plan_name" text NOT NULL,
	"price_paise" integer NOT NULL,
	"coins" integer NOT NULL,
	"bonus_coins" integer NOT NULL,
	"status" "purchase_status" DEFAULT 'PENDING' NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"transaction_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"listener_id" uuid NOT NULL,
	"status" "session_status" DEFAULT 'pending' NOT NULL,
	"end_reason" "session_end_reason",
	"mode" "session_mode" NOT NULL,
	"language" text NOT NULL,
	"user_mood" "mood" NOT NULL,
	"coins_per_minute" integer NOT NULL,
	"idempotency_key" text,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"runs_out_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"billed_minutes" integer DEFAULT 0 NOT NULL,
	"coins_charged" integer DEFAULT 0 NOT NULL,
	"coins_earned" integer DEFAULT 0 NOT NULL,
	"reported_at" timestamp with time zone,
	"reported_by" uuid,
	"report_reason" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_money_check" CHECK ("sessions"."coins_per_minute" > 0 and "sessions"."billed_minutes" >= 0 and "sessions"."coins_charged" = "sessions"."billed_minutes" * "sessions"."coins_per_minute" and "sessions"."coins_earned" between 0 and "sessions"."coins_charged")
);
--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "is_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "signup_role" "role";--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_listener_id_users_id_fk" FOREIGN KEY ("listener_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_owner_kind_key" ON "accounts" USING btree ("owner_id","kind");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reference_key" ON "ledger_transactions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_idempotency_key" ON "purchases" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "purchases_plan_idx" ON "purchases" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_one_open_per_customer" ON "sessions" USING btree ("customer_id") WHERE "sessions"."status" in ('pending', 'ACCEPTED', 'IN_PROGRESS');--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_one_active_per_listener" ON "sessions" USING btree ("listener_id") WHERE "sessions"."status" in ('ACCEPTED', 'IN_PROGRESS');--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_idempotency_key" ON "sessions" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sessions_listener_status_idx" ON "sessions" USING btree ("listener_id","status","requested_at");--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id","requested_at");--> statement-breakpoint
CREATE INDEX "sessions_pending_deadline_idx" ON "sessions" USING btree ("expires_at") WHERE "sessions"."status" in ('pending', 'ACCEPTED');--> statement-breakpoint
CREATE INDEX "sessions_running_deadline_idx" ON "sessions" USING btree ("runs_out_at") WHERE "sessions"."status" = 'IN_PROGRESS';--> statement-breakpoint
CREATE INDEX "sessions_listener_ended_idx" ON "sessions" USING btree ("listener_id","ended_at");--> statement-breakpoint
INSERT INTO "accounts" ("id", "kind") VALUES
  ('00000000-0000-4000-8000-000000000001', 'PLATFORM_REVENUE'),
  ('00000000-0000-4000-8000-000000000002', 'PAID_IN'),
  ('00000000-0000-4000-8000-000000000003', 'PAID_OUT');
--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_platform_kind_key" ON "accounts" ("kind") WHERE "owner_id" IS NULL;
--> statement-breakpoint
CREATE FUNCTION ledger_transaction_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
  entries integer;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, entries
    FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 OR entries < 2 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %, % entries)', NEW.transaction_id, total, entries
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balance
  AFTER INSERT OR UPDATE ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balances();
--> statement-breakpoint
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_change
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
