CREATE TYPE "public"."audit_action" AS ENUM('APPLICATION_UNDER_REVIEW', 'APPLICATION_APPROVED', 'APPLICATION_REJECTED', 'LISTENER_UPDATED', 'LISTENER_BLOCKED', 'LISTENER_UNBLOCKED', 'USER_ACTIVATED', 'USER_DEACTIVATED', 'USER_DELETED');--> statement-breakpoint
CREATE TYPE "public"."session_mode" AS ENUM('AUDIO', 'CHAT');--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid NOT NULL,
	"action" "audit_action" NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "dob" date;--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "country" text DEFAULT 'India' NOT NULL;--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "pincode" text;--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "profile_picture_file_id" uuid;--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "id_proof_file_id" uuid;--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "languages" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "preferred_mode" "session_mode";--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "is_experienced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "linkedin_url" text;--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "withdrawal_upi_id" text;--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD COLUMN "paid_role_activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_entity_idx" ON "audit_logs" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD CONSTRAINT "listener_profiles_profile_picture_file_id_files_id_fk" FOREIGN KEY ("profile_picture_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD CONSTRAINT "listener_profiles_id_proof_file_id_files_id_fk" FOREIGN KEY ("id_proof_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listener_profiles_status_idx" ON "listener_profiles" USING btree ("application_status","created_at");--> statement-breakpoint
ALTER TABLE "listener_profiles" ADD CONSTRAINT "listener_profiles_rate_check" CHECK ("listener_profiles"."coins_per_minute" > 0);