ALTER TABLE "token_families" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "token_families" ADD COLUMN "last_scope" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "user_agent" text;--> statement-breakpoint
CREATE INDEX "token_families_login" ON "token_families" USING btree ("login_id");--> statement-breakpoint
CREATE INDEX "audit_log_action" ON "audit_log" USING btree ("action","id");