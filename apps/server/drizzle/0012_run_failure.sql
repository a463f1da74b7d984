-- Issue 19 item 2: why a run failed, 'input' (the files given) or 'engine'.
ALTER TABLE "conversion_runs" ADD COLUMN "failure" text;