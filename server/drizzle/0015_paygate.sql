CREATE TABLE "gateway_sim_payweb3" (
	"pay_request_id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"return_url" text NOT NULL,
	"notify_url" text,
	"status" text NOT NULL,
	"transaction_id" text,
	"card_last4" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "paygate_requests" (
	"pay_request_id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"return_url" text NOT NULL,
	"state" text NOT NULL,
	"transaction_status" text,
	"result_code" text,
	"result_desc" text,
	"transaction_id" text,
	"reported_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "paygate_requests_reference_idx" ON "paygate_requests" USING btree ("reference");