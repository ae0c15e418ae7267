ALTER TYPE "public"."audit_action" ADD VALUE 'PAYOUT_DETAILS_CHANGED';--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "payout_changed_at" timestamp with time zone;