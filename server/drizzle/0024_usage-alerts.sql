CREATE TABLE "usage_alert_settings" (
	"service_id" integer PRIMARY KEY NOT NULL,
	"thresholds" jsonb NOT NULL,
	"channels" text NOT NULL,
	"person_id" integer NOT NULL,
	"auto_top_up_product_id" integer,
	"auto_top_up_monthly_max" integer DEFAULT 0 NOT NULL,
	"pool_digest" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_auto_top_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"month" date NOT NULL,
	"seq" integer NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"period_start" date NOT NULL,
	"percent" integer,
	"used_mb" numeric(12, 1) NOT NULL,
	"cap_mb" integer,
	"channels" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usage_alert_settings" ADD CONSTRAINT "usage_alert_settings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_alert_settings" ADD CONSTRAINT "usage_alert_settings_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_alert_settings" ADD CONSTRAINT "usage_alert_settings_auto_top_up_product_id_products_id_fk" FOREIGN KEY ("auto_top_up_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_auto_top_ups" ADD CONSTRAINT "usage_auto_top_ups_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_messages" ADD CONSTRAINT "usage_messages_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_messages" ADD CONSTRAINT "usage_messages_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usage_auto_top_ups_seq_idx" ON "usage_auto_top_ups" USING btree ("service_id","month","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "usage_messages_key_idx" ON "usage_messages" USING btree ("key");--> statement-breakpoint
CREATE INDEX "usage_messages_service_idx" ON "usage_messages" USING btree ("service_id","period_start");