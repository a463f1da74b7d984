CREATE TABLE "firmware_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text NOT NULL,
	"release_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_interfaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"speed" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_versions" (
	"model_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	CONSTRAINT "model_versions_model_id_version_id_pk" PRIMARY KEY("model_id","version_id")
);
--> statement-breakpoint
CREATE TABLE "target_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model" text NOT NULL,
	"sn_prefix" text NOT NULL,
	"series" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_interfaces" ADD CONSTRAINT "model_interfaces_model_id_target_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."target_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_versions" ADD CONSTRAINT "model_versions_model_id_target_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."target_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_versions" ADD CONSTRAINT "model_versions_version_id_firmware_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."firmware_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "firmware_versions_version_unique" ON "firmware_versions" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "model_interfaces_model_name_unique" ON "model_interfaces" USING btree ("model_id","name");--> statement-breakpoint
CREATE INDEX "model_interfaces_model_position" ON "model_interfaces" USING btree ("model_id","position");--> statement-breakpoint
CREATE INDEX "model_versions_version" ON "model_versions" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "target_models_model_unique" ON "target_models" USING btree ("model");--> statement-breakpoint
CREATE UNIQUE INDEX "target_models_sn_prefix_unique" ON "target_models" USING btree ("sn_prefix");