-- The outbox (server/src/outbox/): events written in the same transaction as the change that causes them, delivered
-- by a worker. The demo provisioning operator's jobs move into it: one not yet reported becomes its completion event.
CREATE TABLE "outbox_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"ordering_key" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "helpdesk_sim_replies" ADD COLUMN "event_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_events_id_idx" ON "outbox_events" USING btree ("id");--> statement-breakpoint
CREATE INDEX "outbox_events_due_idx" ON "outbox_events" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_events_ordering_idx" ON "outbox_events" USING btree ("ordering_key","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "helpdesk_sim_replies_event_idx" ON "helpdesk_sim_replies" USING btree ("event_id");--> statement-breakpoint
INSERT INTO "outbox_events" ("id", "type", "ordering_key", "data", "created_at", "next_attempt_at")
SELECT gen_random_uuid()::text, 'demo.provisioning.completed', 'demo-operator:' || "reference",
  jsonb_build_object('kind', "kind", 'reference', "reference"), "submitted_at", "complete_at"
FROM "provisioning_sim_jobs" WHERE "reported_at" IS NULL ORDER BY "submitted_at";--> statement-breakpoint
DROP TABLE "provisioning_sim_jobs";
