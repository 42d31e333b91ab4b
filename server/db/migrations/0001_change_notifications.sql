-- Every write to a table the public API serves sends NOTIFY kizuna_changes with the table name.
-- Each Kizuna process LISTENs and drops its response cache, so a change made by another process,
-- a migration or an operator in psql is visible at once, without polling.
CREATE OR REPLACE FUNCTION kizuna_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kizuna_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['app_user', 'cms_menu', 'cms_menu_content', 'cms_menu_content_image',
    'homepage_slider', 'general_setting', 'department', 'designation', 'employee', 'notice', 'circular']
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_notify_change', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION kizuna_notify_change()',
      t || '_notify_change', t);
  END LOOP;
END;
$$;
