-- A stored dashboard alert says whether it is news of the account's services or the provider's promotion (a new
-- feature, an offer): the dashboard shows promotions apart from the service alerts.
ALTER TABLE "dashboard_alerts" ADD COLUMN "kind" text DEFAULT 'service' NOT NULL;
