ALTER TYPE "public"."audit_action" ADD VALUE 'WITHDRAWAL_PAYOUT_SENT' BEFORE 'CASE_DISMISSED';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'WITHDRAWAL_FAILED' BEFORE 'CASE_DISMISSED';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'WITHDRAWAL_REVERSAL' BEFORE 'REFUND';--> statement-breakpoint
ALTER TYPE "public"."withdrawal_status" ADD VALUE 'PROCESSING' BEFORE 'PROCESSED';--> statement-breakpoint
ALTER TYPE "public"."withdrawal_status" ADD VALUE 'FAILED';--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_decision_check";--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "withdrawal_id" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_id" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "reverse_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reverse_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("reverse_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_payout_id" ON "withdrawals" USING btree ("payout_id");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decision_check" CHECK (("withdrawals"."status"::text <> 'PROCESSED' or "withdrawals"."payout_reference" is not null) and ("withdrawals"."status"::text not in ('PENDING', 'ACCEPTED', 'PROCESSING') or "withdrawals"."payout_reference" is null) and ("withdrawals"."status"::text in ('REJECTED', 'FAILED')) = ("withdrawals"."reason" is not null) and ("withdrawals"."status"::text <> 'PROCESSING' or "withdrawals"."payout_sent_at" is not null));