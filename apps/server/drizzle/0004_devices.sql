CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"sn" text NOT NULL,
	"entitled" boolean DEFAULT true NOT NULL,
	"license" boolean DEFAULT false NOT NULL,
	"creatable" boolean DEFAULT true NOT NULL,
	"free_licence_claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_sn_unique" ON "devices" USING btree ("sn");--> statement-breakpoint
CREATE INDEX "devices_account" ON "devices" USING btree ("account_id");