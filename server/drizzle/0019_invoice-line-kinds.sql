-- What each invoice line charges for and the service it is for, so that an invoice can be compared with the one
-- before it (billing.GetInvoiceChanges). Lines already issued were monthly plans named 'Product (TAG)'.
ALTER TABLE "invoice_lines" ADD COLUMN "kind" text DEFAULT 'recurring' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "service_tag" text;--> statement-breakpoint
UPDATE "invoice_lines" SET "service_tag" = substring("description" from '\(([^()]+)\)$') WHERE "service_tag" IS NULL;
