-- Each statement that writes a table an answer is made of notifies 'data_changed' at commit (the
-- payload is the table's name), as writes of tenders notify 'tenders_changed' (migration 006).
-- Every server process listens, PostgreSQL's on a connection of its own, and checks what it keeps
-- in memory only after a write (server/db/write-watch.ts), whichever process wrote.
CREATE FUNCTION notify_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('data_changed', TG_TABLE_NAME); RETURN NULL; END $$;
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON frameworks
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON framework_submissions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON framework_qualifications
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agreements
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contracts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON monitorings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON org_tenders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
