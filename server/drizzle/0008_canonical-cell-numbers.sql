-- Sign-in looks numbers up as '0' and nine digits; a number saved as 27XXXXXXXXX found nobody.
UPDATE "people" SET "cell_number" = '0' || substring("cell_number" from 3) WHERE "cell_number" ~ '^27[0-9]{9}$';--> statement-breakpoint
UPDATE "people" SET "landline" = '0' || substring("landline" from 3) WHERE "landline" ~ '^27[0-9]{9}$';--> statement-breakpoint
UPDATE "otp_requests" SET "cell_number" = '0' || substring("cell_number" from 3) WHERE "cell_number" ~ '^27[0-9]{9}$';
