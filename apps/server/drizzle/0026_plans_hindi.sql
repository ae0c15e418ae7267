ALTER TABLE "plans" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;