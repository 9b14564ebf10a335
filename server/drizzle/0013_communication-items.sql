CREATE TABLE "service_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"person_id" integer,
	"actor_name" text NOT NULL,
	"message" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secret_hash" text,
	"pending_op" text,
	"pending_data" jsonb,
	"pending_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "limits" jsonb;--> statement-breakpoint
ALTER TABLE "service_top_ups" ADD COLUMN "credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_activity" ADD CONSTRAINT "service_activity_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_activity" ADD CONSTRAINT "service_activity_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_activity" ADD CONSTRAINT "service_activity_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_items" ADD CONSTRAINT "service_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_logs" ADD CONSTRAINT "service_logs_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_activity_service_idx" ON "service_activity" USING btree ("service_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_items_key_idx" ON "service_items" USING btree ("service_id","kind","key");--> statement-breakpoint
CREATE INDEX "service_items_pending_idx" ON "service_items" USING btree ("pending_reference");--> statement-breakpoint
CREATE INDEX "service_logs_service_idx" ON "service_logs" USING btree ("service_id","kind","occurred_at");