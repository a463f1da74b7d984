CREATE TABLE "checklist_ticks" (
	"ticket_id" integer NOT NULL,
	"key" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"done_by" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_ticks_ticket_id_key_pk" PRIMARY KEY("ticket_id","key")
);
--> statement-breakpoint
CREATE TABLE "conversion_results" (
	"run_id" uuid PRIMARY KEY NOT NULL,
	"output_sha256" text NOT NULL,
	"output_size" bigint NOT NULL,
	"report" jsonb NOT NULL,
	"verification" jsonb,
	"verdict" text NOT NULL,
	"counts" jsonb NOT NULL,
	"source_interfaces" jsonb NOT NULL,
	"timings" jsonb NOT NULL,
	"stored_by" text NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversion_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" integer NOT NULL,
	"number" integer NOT NULL,
	"reason" text NOT NULL,
	"automatic" boolean NOT NULL,
	"requested_by" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"dispatched_at" timestamp with time zone,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"released_by" text,
	"delivered_at" timestamp with time zone,
	"engine_version" text
);
--> statement-breakpoint
CREATE TABLE "ticket_mappings" (
	"ticket_id" integer PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklist_ticks" ADD CONSTRAINT "checklist_ticks_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_results" ADD CONSTRAINT "conversion_results_run_id_conversion_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."conversion_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_runs" ADD CONSTRAINT "conversion_runs_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_mappings" ADD CONSTRAINT "ticket_mappings_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_runs_ticket_number" ON "conversion_runs" USING btree ("ticket_id","number");--> statement-breakpoint
CREATE INDEX "conversion_runs_status" ON "conversion_runs" USING btree ("status","dispatched_at");