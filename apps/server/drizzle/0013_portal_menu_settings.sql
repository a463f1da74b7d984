-- Issue 19 item 2: the SERVICES and SUPPORT menu entries an admin saved (one row; none: defaults).
CREATE TABLE "portal_menu_settings" (
	"key" text PRIMARY KEY DEFAULT 'this' NOT NULL,
	"menus" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "portal_menu_settings_single_row" CHECK ("portal_menu_settings"."key" = 'this')
);
