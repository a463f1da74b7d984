CREATE TABLE "ticket_counts" (
	"account_id" uuid NOT NULL,
	"status" text NOT NULL,
	"source_vendor" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "ticket_counts_account_id_status_source_vendor_pk" PRIMARY KEY("account_id","status","source_vendor")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "ticket_counts" ADD CONSTRAINT "ticket_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_account_created" ON "tickets" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_account_updated" ON "tickets" USING btree ("account_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "tickets_account_due" ON "tickets" USING btree ("account_id","due_at","id");--> statement-breakpoint
CREATE INDEX "tickets_account_status" ON "tickets" USING btree ("account_id","status","id");--> statement-breakpoint
CREATE INDEX "tickets_created_id" ON "tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_updated_id" ON "tickets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "tickets_due_id" ON "tickets" USING btree ("due_at","id");--> statement-breakpoint
CREATE INDEX "tickets_unanswered" ON "tickets" USING btree ("status","due_at","assignee_id") WHERE "tickets"."first_response_at" is null;