-- Attachment bytes leave the database for the file store. Rows an earlier version kept get their key and hash here;
-- their bytes wait in ticket_attachment_bytes_to_move until the server writes them to the store at start
-- (server/src/files/move-stored-bytes.ts).
CREATE TABLE "ticket_attachment_bytes_to_move" (
	"attachment_id" integer PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD COLUMN "storage_key" text;--> statement-breakpoint
INSERT INTO "ticket_attachment_bytes_to_move" ("attachment_id", "data") SELECT "id", "data" FROM "ticket_attachments";--> statement-breakpoint
UPDATE "ticket_attachments" SET "sha256" = encode(sha256("data"), 'hex'), "storage_key" = gen_random_uuid()::text;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ALTER COLUMN "sha256" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ALTER COLUMN "storage_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_attachment_bytes_to_move" ADD CONSTRAINT "ticket_attachment_bytes_to_move_attachment_id_ticket_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."ticket_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_attachments_storage_key_idx" ON "ticket_attachments" USING btree ("storage_key");--> statement-breakpoint
ALTER TABLE "ticket_attachments" DROP COLUMN "data";
