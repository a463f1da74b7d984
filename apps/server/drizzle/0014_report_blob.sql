-- Issue 18 item 9: new results keep their report in the blob store (report_sha256); older rows keep the jsonb.
ALTER TABLE "conversion_results" ALTER COLUMN "report" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversion_results" ADD COLUMN "report_sha256" text;
