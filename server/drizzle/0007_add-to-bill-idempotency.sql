ALTER TABLE "bill_additions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "bill_additions" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_additions_idempotency_idx" ON "bill_additions" USING btree ("account_id","idempotency_key");