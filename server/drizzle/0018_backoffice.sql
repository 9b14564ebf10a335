-- The back-office API (server/src/backoffice): its idempotency keys, and the reasons the provider gives for a failed
-- order or cancellation and for a service's status, which the customer is shown.
CREATE TABLE "backoffice_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "cancellations" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failure_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "backoffice_requests_key_idx" ON "backoffice_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "backoffice_requests_created_idx" ON "backoffice_requests" USING btree ("created_at");