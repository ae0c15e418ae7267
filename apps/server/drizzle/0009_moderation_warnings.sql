ALTER TABLE "accounts" DROP CONSTRAINT "accounts_balance_check";--> statement-breakpoint
ALTER TABLE "case_actions" ADD COLUMN "warned_user_id" uuid;--> statement-breakpoint
ALTER TABLE "case_actions" ADD CONSTRAINT "case_actions_warned_user_id_users_id_fk" FOREIGN KEY ("warned_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_balance_check" CHECK ("accounts"."kind" in ('PAID_IN', 'PLATFORM_REVENUE') or "accounts"."balance" >= 0);