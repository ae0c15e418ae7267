CREATE TABLE "favourite_online_notices" (
	"customer_id" uuid NOT NULL,
	"listener_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourite_online_notices_listener_id_customer_id_day_pk" PRIMARY KEY("listener_id","customer_id","day")
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"customer_id" uuid NOT NULL,
	"listener_id" uuid NOT NULL,
	"notify_online" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_customer_id_listener_id_pk" PRIMARY KEY("customer_id","listener_id"),
	CONSTRAINT "favourites_not_self" CHECK ("favourites"."customer_id" <> "favourites"."listener_id")
);
--> statement-breakpoint
CREATE TABLE "queue_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"listener_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"mode" "session_mode" NOT NULL,
	"language" text NOT NULL,
	"user_mood" "mood" NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "queue_entries_not_self" CHECK ("queue_entries"."customer_id" <> "queue_entries"."listener_id")
);
--> statement-breakpoint
ALTER TABLE "favourite_online_notices" ADD CONSTRAINT "favourite_online_notices_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_online_notices" ADD CONSTRAINT "favourite_online_notices_listener_id_users_id_fk" FOREIGN KEY ("listener_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_listener_id_users_id_fk" FOREIGN KEY ("listener_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_listener_id_users_id_fk" FOREIGN KEY ("listener_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_listener_idx" ON "favourites" USING btree ("listener_id") WHERE "favourites"."notify_online";--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_one_per_customer" ON "queue_entries" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "queue_entries_listener_idx" ON "queue_entries" USING btree ("listener_id","seq");