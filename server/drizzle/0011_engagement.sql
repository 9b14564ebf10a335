CREATE TABLE "outage_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"outage_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outages" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expected_end_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"status" text
);
--> statement-breakpoint
CREATE TABLE "promotion_lists" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"list_key" text NOT NULL,
	"subscribed" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"terms" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"cell_number" text NOT NULL,
	"email" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"status" text NOT NULL,
	"reward" numeric(10, 2),
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outage_updates" ADD CONSTRAINT "outage_updates_outage_id_outages_id_fk" FOREIGN KEY ("outage_id") REFERENCES "public"."outages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_subscriptions" ADD CONSTRAINT "promotion_subscriptions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_subscriptions" ADD CONSTRAINT "promotion_subscriptions_list_key_promotion_lists_key_fk" FOREIGN KEY ("list_key") REFERENCES "public"."promotion_lists"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_leads" ADD CONSTRAINT "referral_leads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outage_updates_outage_idx" ON "outage_updates" USING btree ("outage_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "outages_reference_idx" ON "outages" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "outages_ended_idx" ON "outages" USING btree ("ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_subscriptions_person_list_idx" ON "promotion_subscriptions" USING btree ("person_id","list_key");--> statement-breakpoint
CREATE INDEX "promotions_valid_idx" ON "promotions" USING btree ("valid_until");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_account_idx" ON "referral_codes" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_idx" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_leads_account_cell_idx" ON "referral_leads" USING btree ("account_id","cell_number");