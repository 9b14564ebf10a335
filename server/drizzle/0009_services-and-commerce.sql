CREATE TABLE "provisioning_sim_jobs" (
	"reference" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"service_tag" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"complete_at" timestamp with time zone NOT NULL,
	"reported_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"cancellation_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"cancellation_date" date NOT NULL,
	"lines" jsonb NOT NULL,
	"hardware" jsonb NOT NULL,
	"reason_id" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"provisioned_at" timestamp with time zone,
	CONSTRAINT "service_cancellations_cancellation_id_unique" UNIQUE("cancellation_id")
);
--> statement-breakpoint
CREATE TABLE "service_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"upgrade" boolean NOT NULL,
	"previous_product_id" integer,
	"plan_product_id" integer,
	"effective_date" date NOT NULL,
	"location" jsonb,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"provisioned_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	CONSTRAINT "service_orders_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "service_top_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"data_mb" integer NOT NULL,
	"period_start" date NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_data_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"name" text NOT NULL,
	"cell_number" text NOT NULL,
	"cap_mb" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"member_id" integer,
	"usage_date" date NOT NULL,
	"data_mb" numeric(12, 1) NOT NULL,
	"voice_minutes" integer,
	"sms_count" integer
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "data_cap_mb" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "contract_end_date" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "service_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "kind" text DEFAULT 'add-on' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "billing" text DEFAULT 'once-off' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "speed_down_mbps" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "speed_up_mbps" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "data_cap_mb" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "needs_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Products were offered by category; each now names the service type it suits (a fibre line is never offered a mobile top-up).
UPDATE "products" SET "service_type" = CASE
  WHEN "name" ILIKE '%mobile data%' THEN 'mobiledata'
  WHEN "name" ILIKE '%adsl%' THEN 'adsl'
  WHEN "category" = 'connectivity' THEN 'ftth'
  WHEN "name" ILIKE '%mailbox%' THEN 'email'
  WHEN "name" ILIKE '%phone%' OR "name" ILIKE '%voip%' THEN 'voip'
  WHEN "category" = 'cloud' THEN 'web-hosting'
  ELSE "category" END;--> statement-breakpoint
UPDATE "products" SET "kind" = 'top-up', "data_cap_mb" = 5120 WHERE "name" ILIKE '%top-up 5 GB%';--> statement-breakpoint
UPDATE "products" SET "kind" = 'hardware', "needs_delivery" = true WHERE "name" ILIKE '%router%' OR "name" ILIKE '%phone%';--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "service_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "service_cancellations" ADD CONSTRAINT "service_cancellations_cancellation_id_cancellations_id_fk" FOREIGN KEY ("cancellation_id") REFERENCES "public"."cancellations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_cancellations" ADD CONSTRAINT "service_cancellations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_cancellations" ADD CONSTRAINT "service_cancellations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_previous_product_id_products_id_fk" FOREIGN KEY ("previous_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_plan_product_id_products_id_fk" FOREIGN KEY ("plan_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_top_ups" ADD CONSTRAINT "service_top_ups_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_top_ups" ADD CONSTRAINT "service_top_ups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_data_members" ADD CONSTRAINT "shared_data_members_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_records" ADD CONSTRAINT "usage_records_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_records" ADD CONSTRAINT "usage_records_member_id_shared_data_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."shared_data_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_cancellations_idempotency_idx" ON "service_cancellations" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "service_cancellations_service_idx" ON "service_cancellations" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_orders_idempotency_idx" ON "service_orders" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "service_orders_service_idx" ON "service_orders" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_top_ups_service_idx" ON "service_top_ups" USING btree ("service_id","period_start");--> statement-breakpoint
CREATE INDEX "shared_data_members_service_idx" ON "shared_data_members" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "usage_records_service_date_idx" ON "usage_records" USING btree ("service_id","usage_date");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("service_type","kind");