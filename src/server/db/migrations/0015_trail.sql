-- Who changed what (rule TRAIL): one row per changed field of an application, and one per officer
-- read, download, search, status change and hold. A writer of `prospects` names who it is and what
-- it changed in `trail_pending`; the trigger below turns that into trail rows in the writer's own
-- statement (so a write that does not land leaves none) and refuses a change of the record, the
-- state or the bank's status that names nobody. The trail is only ever added to.
CREATE TABLE IF NOT EXISTS trail (
  id bigserial PRIMARY KEY,
  prospect_id text,
  at timestamptz NOT NULL DEFAULT now(),
  actor_kind text NOT NULL,
  actor_id text NOT NULL DEFAULT '',
  action text NOT NULL,
  field text,
  old_value jsonb,
  new_value jsonb,
  note text NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS trail_prospect_idx ON trail (prospect_id, id);
CREATE INDEX IF NOT EXISTS trail_actor_idx ON trail (actor_kind, actor_id, id);

ALTER TABLE prospects ADD COLUMN IF NOT EXISTS trail_pending jsonb;

CREATE OR REPLACE FUNCTION prospects_trail() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p jsonb := NEW.trail_pending;
BEGIN
  IF p IS NULL THEN
    IF TG_OP = 'INSERT' OR NEW.record IS DISTINCT FROM OLD.record OR NEW.status IS DISTINCT FROM OLD.status
       OR NEW.bank_status IS DISTINCT FROM OLD.bank_status THEN
      RAISE EXCEPTION 'a change of application % names who made it (trail_pending)', NEW.id;
    END IF;
    RETURN NEW;
  END IF;
  INSERT INTO trail (prospect_id, at, actor_kind, actor_id, action, field, old_value, new_value, note)
  SELECT NEW.id, now(), p->>'actorKind', coalesce(p->>'actorId', ''), p->>'action', c.field, c.old_value, c.new_value, coalesce(p->>'note', '')
  FROM (
    SELECT e->>'field' AS field, e->'old' AS old_value, e->'new' AS new_value, 0 AS n, o AS o
    FROM jsonb_array_elements(coalesce(p->'changes', '[]'::jsonb)) WITH ORDINALITY AS x(e, o)
    UNION ALL
    SELECT 'state', to_jsonb(OLD.status), to_jsonb(NEW.status), 1, 0
    WHERE TG_OP = 'UPDATE' AND NEW.status IS DISTINCT FROM OLD.status
    UNION ALL
    SELECT 'bankStatus', to_jsonb(OLD.bank_status), to_jsonb(NEW.bank_status), 1, 1
    WHERE TG_OP = 'UPDATE' AND NEW.bank_status IS DISTINCT FROM OLD.bank_status
    UNION ALL
    SELECT 'holder', to_jsonb(OLD.ro_editing_agent_id::text), to_jsonb(NEW.ro_editing_agent_id::text), 1, 2
    WHERE TG_OP = 'UPDATE' AND NEW.ro_editing_agent_id IS DISTINCT FROM OLD.ro_editing_agent_id
    UNION ALL
    -- an action that changed no field is kept as the action alone (a start, a hold taken again)
    SELECT NULL, NULL, NULL, 2, 0
    WHERE jsonb_array_length(coalesce(p->'changes', '[]'::jsonb)) = 0 AND coalesce((p->>'always')::boolean, false)
  ) c
  ORDER BY c.n, c.o;
  NEW.trail_pending := NULL;
  RETURN NEW;
END $$;

DROP TRIGGER IF EXISTS prospects_trail ON prospects;
CREATE TRIGGER prospects_trail BEFORE INSERT OR UPDATE ON prospects FOR EACH ROW EXECUTE FUNCTION prospects_trail();

CREATE OR REPLACE FUNCTION trail_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the trail is only ever added to';
END $$;

DROP TRIGGER IF EXISTS trail_append_only ON trail;
CREATE TRIGGER trail_append_only BEFORE UPDATE OR DELETE ON trail FOR EACH ROW EXECUTE FUNCTION trail_append_only();
