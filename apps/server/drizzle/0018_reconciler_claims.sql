ALTER TABLE "purchases" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "next_check_at" timestamp with time zone;