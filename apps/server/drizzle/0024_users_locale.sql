CREATE TYPE "public"."locale" AS ENUM('en', 'hi');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" "locale" DEFAULT 'en' NOT NULL;