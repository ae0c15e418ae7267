ALTER TYPE "public"."audit_action" ADD VALUE 'TRANSCRIPT_READ';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'DOCUMENT_READ';--> statement-breakpoint
CREATE TABLE "privacy_consents" (
	"user_id" uuid NOT NULL,
	"version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	CONSTRAINT "privacy_consents_user_id_version_pk" PRIMARY KEY("user_id","version")
);
--> statement-breakpoint
ALTER TABLE "privacy_consents" ADD CONSTRAINT "privacy_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;