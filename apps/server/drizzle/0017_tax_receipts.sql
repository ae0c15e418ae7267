CREATE TABLE "receipt_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_series_last_number_check" CHECK ("receipt_series"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"purchase_id" uuid PRIMARY KEY NOT NULL,
	"series" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"is_test" boolean NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller_legal_name" text NOT NULL,
	"seller_address" text NOT NULL,
	"seller_gstin" text NOT NULL,
	"sac_code" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"plan_name" text NOT NULL,
	"coins" integer NOT NULL,
	"gst_percent" integer NOT NULL,
	"gst_split" text NOT NULL,
	"total_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"payment_id" text NOT NULL,
	CONSTRAINT "receipts_amounts_check" CHECK ("receipts"."taxable_paise" >= 0 and "receipts"."cgst_paise" >= 0 and "receipts"."sgst_paise" >= 0 and "receipts"."igst_paise" >= 0 and "receipts"."taxable_paise" + "receipts"."cgst_paise" + "receipts"."sgst_paise" + "receipts"."igst_paise" = "receipts"."total_paise"),
	CONSTRAINT "receipts_split_check" CHECK ("receipts"."gst_split" in ('CGST_SGST', 'IGST'))
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_series_sequence" ON "receipts" USING btree ("series","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number" ON "receipts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "receipts_issued_idx" ON "receipts" USING btree ("is_test","issued_at");