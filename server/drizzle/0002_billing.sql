CREATE TABLE "bill_additions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"service_tag" text NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_card_details" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"gateway_token" text NOT NULL,
	"card_holder_obfuscated" text NOT NULL,
	"card_number_obfuscated" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"collection_day_id" integer,
	"captured_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debit_order_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"account_holder" text NOT NULL,
	"bank_id" integer NOT NULL,
	"account_number_obfuscated" text NOT NULL,
	"account_type_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"collection_day_id" integer NOT NULL,
	"id_number_type_id" integer,
	"id_number_obfuscated" text,
	"status" text DEFAULT 'active' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "debit_order_details_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "debit_order_mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_person_id" integer,
	"accepted_text" text
);
--> statement-breakpoint
CREATE TABLE "gateway_sim_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"return_url" text NOT NULL,
	"status" text NOT NULL,
	"card_token" text,
	"card_last4" text,
	"card_holder" text,
	"expiry_month" integer,
	"expiry_year" integer,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"person_id" integer,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"gateway_reference" text,
	"redirect_url" text,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_additions" ADD CONSTRAINT "bill_additions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_additions" ADD CONSTRAINT "bill_additions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_card_details" ADD CONSTRAINT "credit_card_details_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_order_details" ADD CONSTRAINT "debit_order_details_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_order_mandates" ADD CONSTRAINT "debit_order_mandates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_order_mandates" ADD CONSTRAINT "debit_order_mandates_accepted_by_person_id_people_id_fk" FOREIGN KEY ("accepted_by_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_additions_account_idx" ON "bill_additions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "mandates_account_idx" ON "debit_order_mandates" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_idx" ON "payments" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_idx" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_reference_idx" ON "payments" USING btree ("gateway_reference");--> statement-breakpoint
CREATE INDEX "payments_account_idx" ON "payments" USING btree ("account_id","created_at");