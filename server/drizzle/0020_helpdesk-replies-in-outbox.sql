-- The demo helpdesk's answers move into the outbox (adapters/helpdesk.ts): each one not yet shown becomes its reply
-- step, due when it was, under the id it would have been kept with. Reads no longer apply them.
-- And outbox events an operator sent to be tried again (the back office's retry, `outbox retry`) say when.
ALTER TABLE "outbox_events" ADD COLUMN "retried_at" timestamp with time zone;--> statement-breakpoint
INSERT INTO "outbox_events" ("id", "type", "ordering_key", "data", "created_at", "next_attempt_at")
SELECT coalesce("event_id" || ':reply', 'demo-' || "id"), 'demo.helpdesk.reply', 'demo-helpdesk:' || "ticket_number",
  jsonb_build_object('replyId', 'demo-' || "id", 'ticketNumber', "ticket_number", 'agentName', "agent_name", 'body', "body",
    'sentAt', to_char("due_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  "due_at", "due_at"
FROM "helpdesk_sim_replies" WHERE "delivered_at" IS NULL ORDER BY "due_at", "id"
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
DROP TABLE "helpdesk_sim_replies" CASCADE;
