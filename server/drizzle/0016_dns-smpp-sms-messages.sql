CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"adapter" text NOT NULL,
	"message_id" text NOT NULL,
	"destination" text,
	"submitted_at" timestamp with time zone,
	"status" text DEFAULT 'submitted' NOT NULL,
	"receipt_at" timestamp with time zone,
	"error_code" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_message_idx" ON "sms_messages" USING btree ("adapter","message_id");