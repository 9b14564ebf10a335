CREATE TABLE "payment_arrangements" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"person_id" integer,
	"reference" text NOT NULL,
	"total_cents" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"status" text NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"missed_due_date" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_arrangements" ADD CONSTRAINT "payment_arrangements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangements" ADD CONSTRAINT "payment_arrangements_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_arrangements_reference_idx" ON "payment_arrangements" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_arrangements_idempotency_idx" ON "payment_arrangements" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_arrangements_kept_idx" ON "payment_arrangements" USING btree ("account_id") WHERE status = 'kept';--> statement-breakpoint
CREATE INDEX "payment_arrangements_account_idx" ON "payment_arrangements" USING btree ("account_id","created_at");