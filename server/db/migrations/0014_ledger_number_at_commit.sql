ALTER TABLE "voucher" DROP CONSTRAINT "voucher_number_ck";--> statement-breakpoint
ALTER TABLE "voucher" ADD CONSTRAINT "voucher_number_ck" CHECK (("voucher"."status" = 'draft') = ("voucher"."fiscal_year_id" is null) and ("voucher"."status" = 'draft') = ("voucher"."posted_at" is null) and ("voucher"."number" is null) = ("voucher"."sequence" is null) and ("voucher"."status" = 'posted' or "voucher"."number" is null));--> statement-breakpoint
-- hand-written: the database numbers a posted voucher at commit (ADR 021). Posting used to take
-- the number first, holding the series' counter row locked from then until the commit; concurrent
-- posts of a series queued for that whole time, round trips and commit-time checks included. Now
-- the counter is taken by the last deferred trigger of the voucher, after its balance check, so the
-- lock lasts from there to the end of the commit. Numbers stay gapless (the counter and the number
-- commit or roll back together) and now follow commit order.
--
-- 1. The number as before: PV-2026-27-000123 (series, fiscal year, sequence in at least six digits).
CREATE FUNCTION ledger_voucher_number(series text, year_name text, sequence integer) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT series || '-' || year_name || '-' || lpad(sequence::text, greatest(6, length(sequence::text)), '0')
$$;--> statement-breakpoint
-- 2. A posted voucher still never changes, with one exception: its number is written once, from
-- none, and only as the counter's current value for its series and year (which only the numbering
-- below advances): nothing else of the row may differ.
CREATE OR REPLACE FUNCTION ledger_voucher_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'posted' THEN
    IF TG_OP = 'UPDATE' AND OLD.number IS NULL
       AND to_jsonb(NEW) - 'number' - 'sequence' = to_jsonb(OLD) - 'number' - 'sequence'
       AND NEW.sequence = (SELECT c.last_sequence FROM voucher_counter c
                           WHERE c.series = OLD.series AND c.fiscal_year_id = OLD.fiscal_year_id)
       AND NEW.number = ledger_voucher_number(OLD.series,
                          (SELECT f.name FROM fiscal_year f WHERE f.id = OLD.fiscal_year_id), NEW.sequence) THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'Voucher % is posted: it cannot be changed or deleted; reverse it instead.',
      coalesce(OLD.number, 'id ' || OLD.id) USING ERRCODE = 'LG001';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- 3. The numbering: at commit, for each voucher posted in the transaction that has no number yet,
-- the next sequence of its series in its fiscal year. Named after voucher_balanced, so for the same
-- voucher the balance check fires first (triggers of one event fire in name order) and an
-- unbalanced voucher never takes the lock. `SET CONSTRAINTS voucher_numbered IMMEDIATE` numbers the
-- transaction's posted vouchers at once, for the rare caller that needs a number before its commit.
CREATE FUNCTION ledger_number_voucher_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v record;
  next_sequence integer;
BEGIN
  SELECT status, number, series, fiscal_year_id INTO v FROM voucher WHERE id = NEW.id;
  IF NOT FOUND OR v.status <> 'posted' OR v.number IS NOT NULL THEN RETURN NULL; END IF;
  INSERT INTO voucher_counter AS c (series, fiscal_year_id, last_sequence) VALUES (v.series, v.fiscal_year_id, 1)
    ON CONFLICT (series, fiscal_year_id) DO UPDATE SET last_sequence = c.last_sequence + 1
    RETURNING last_sequence INTO next_sequence;
  UPDATE voucher SET sequence = next_sequence,
      number = ledger_voucher_number(v.series, (SELECT f.name FROM fiscal_year f WHERE f.id = v.fiscal_year_id),
        next_sequence)
    WHERE id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER voucher_numbered AFTER INSERT OR UPDATE OF status ON voucher
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_number_voucher_row();--> statement-breakpoint
-- 4. The balance check fires on what it checks (status, type, date, total), so writing the number
-- does not queue it again. Other columns of a posted voucher cannot change (the guard).
DROP TRIGGER voucher_balanced ON voucher;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER voucher_balanced AFTER INSERT OR UPDATE OF status, type, date, total ON voucher
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_voucher_row();--> statement-breakpoint
-- 5. The check's messages name a voucher that has no number yet by its series and id.
CREATE OR REPLACE FUNCTION ledger_check_voucher(voucher_id integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v record;
  sums record;
  lock_on date;
BEGIN
  -- Checked before the numbering (section 3): name a voucher without its number yet by its id.
  SELECT id, coalesce(number, series || ' voucher id ' || id) AS number, type, status, date, total INTO v
    FROM voucher WHERE id = voucher_id;
  IF NOT FOUND OR v.status <> 'posted' THEN RETURN; END IF;
  SELECT coalesce(sum(debit), 0) AS dr, coalesce(sum(credit), 0) AS cr, count(*) FILTER (WHERE NOT posted) AS drafts,
      count(*) AS lines
    INTO sums FROM voucher_line WHERE voucher_line.voucher_id = v.id;
  IF sums.dr <> sums.cr OR sums.dr <> v.total OR v.total <= 0 OR sums.drafts > 0 THEN
    RAISE EXCEPTION 'Voucher % does not balance: debits %, credits %, total %.', v.number, sums.dr, sums.cr, v.total
      USING ERRCODE = 'LG002';
  END IF;
  IF v.type = 'contra' AND EXISTS (
    SELECT 1 FROM voucher_line l JOIN ledger_account a ON a.id = l.ledger_id
    WHERE l.voucher_id = v.id AND a.account_type NOT IN ('cash', 'bank')
  ) THEN
    RAISE EXCEPTION 'Contra voucher % may only move money between cash and bank ledgers.', v.number
      USING ERRCODE = 'LG002';
  END IF;
  SELECT lock_date INTO lock_on FROM ledger_setting WHERE id = 1;
  IF lock_on IS NOT NULL AND v.date <= lock_on THEN
    RAISE EXCEPTION 'Voucher % is dated %, on or before the lock date %.', v.number, v.date, lock_on
      USING ERRCODE = 'LG003';
  END IF;
  IF v.type <> 'closing' AND EXISTS (
    SELECT 1 FROM fiscal_year f WHERE f.closed_at IS NOT NULL AND v.date BETWEEN f.start_date AND f.end_date
  ) THEN
    RAISE EXCEPTION 'Voucher % is dated %, in a closed fiscal year.', v.number, v.date USING ERRCODE = 'LG003';
  END IF;
  PERFORM set_config('ledger.checked', v.id || ':' || sums.lines, true);
END;
$$;
