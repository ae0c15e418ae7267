CREATE TYPE "public"."withdrawal_status" AS ENUM('PENDING', 'ACCEPTED', 'PROCESSED', 'REJECTED');--> statement-breakpoint
ALTER TYPE "public"."account_kind" ADD VALUE 'PAYOUTS_PENDING';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'WITHDRAWAL_REQUESTED';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'WITHDRAWAL_ACCEPTED';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'WITHDRAWAL_PROCESSED';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'WITHDRAWAL_REJECTED';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'WITHDRAWAL_RESERVE';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'WITHDRAWAL_PAYOUT';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'WITHDRAWAL_RELEASE';--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listener_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"coins" integer NOT NULL,
	"upi_id" text NOT NULL,
	"status" "withdrawal_status" DEFAULT 'PENDING' NOT NULL,
	"payout_reference" text,
	"reason" text,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reserve_transaction_id" uuid NOT NULL,
	"settle_transaction_id" uuid,
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount_paise" > 0 and "withdrawals"."coins" > 0),
	CONSTRAINT "withdrawals_decision_check" CHECK (("withdrawals"."status" = 'PROCESSED') = ("withdrawals"."payout_reference" is not null) and ("withdrawals"."status" = 'REJECTED') = ("withdrawals"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_listener_id_users_id_fk" FOREIGN KEY ("listener_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reserve_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("reserve_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_settle_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("settle_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_idempotency_key" ON "withdrawals" USING btree ("listener_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawals_listener_idx" ON "withdrawals" USING btree ("listener_id","requested_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","requested_at");