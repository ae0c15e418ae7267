CREATE TABLE "listener_notes" (
	"listener_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listener_notes_listener_id_customer_id_pk" PRIMARY KEY("listener_id","customer_id"),
	CONSTRAINT "listener_notes_body_length" CHECK (char_length("listener_notes"."body") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "listener_notes" ADD CONSTRAINT "listener_notes_listener_id_users_id_fk" FOREIGN KEY ("listener_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listener_notes" ADD CONSTRAINT "listener_notes_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listener_notes_customer_idx" ON "listener_notes" USING btree ("customer_id");