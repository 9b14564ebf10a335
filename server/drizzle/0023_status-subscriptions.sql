CREATE TABLE "outage_notice_opt_outs" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outage_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"area" text NOT NULL,
	"quiet_from" integer,
	"quiet_until" integer,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outage_notice_opt_outs" ADD CONSTRAINT "outage_notice_opt_outs_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outage_subscriptions_address_area_idx" ON "outage_subscriptions" USING btree ("channel","address",lower("area"));--> statement-breakpoint
CREATE INDEX "outage_subscriptions_area_idx" ON "outage_subscriptions" USING btree (lower("area"));