ALTER TYPE "public"."purchase_status" ADD VALUE 'EXPIRED';--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text,
	"event" text,
	"order_id" text,
	"purchase_id" uuid,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_id" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_provider_order_id" ON "purchases" USING btree ("provider_order_id");--> statement-breakpoint
CREATE INDEX "purchases_pending_idx" ON "purchases" USING btree ("created_at") WHERE "purchases"."status" = 'PENDING';