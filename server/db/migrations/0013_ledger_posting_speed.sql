-- hand-written: posting throughput (issue 13, bench). Nothing the books guarantee changes.
--
-- 1. The statement and balance index carries the amounts, so a ledger's page and its balances
-- read from the index alone (drizzle cannot write INCLUDE; tables.ts declares the same name).
DROP INDEX "voucher_line_ledger_date_idx";--> statement-breakpoint
CREATE INDEX "voucher_line_ledger_date_idx" ON "voucher_line" USING btree ("ledger_id","date","id")
  INCLUDE ("debit","credit") WHERE "voucher_line"."posted";--> statement-breakpoint
-- 2. The commit-time check ran once for the voucher and once more for each of its lines. A check
-- that passes now notes the voucher and how many lines it saw (ledger.checked, local to the
-- transaction), and a line's check is skipped only when BOTH say nothing can have changed since:
--   - the voucher row was written by this very transaction (its xmin is the transaction's id; a row
--     of a savepoint, or any comparison after the first 2^32 transactions, when pg_current_xact_id
--     carries an epoch, compares unequal, so the line is checked: unsure means check), so its own
--     constraint trigger is queued too;
--   - the note names the voucher with the number of lines it has now: lines of a posted voucher are
--     never deleted, so an equal count means no line came after the check (SET CONSTRAINTS …
--     IMMEDIATE fires the voucher's check early; lines added after it are then checked again).
-- Lines added to a voucher posted by an earlier transaction are always checked.
CREATE OR REPLACE FUNCTION ledger_check_voucher(voucher_id integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v record;
  sums record;
  lock_on date;
BEGIN
  SELECT id, number, type, status, date, total INTO v FROM voucher WHERE id = voucher_id;
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
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_check_line_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW.posted THEN RETURN NULL; END IF;
  IF current_setting('ledger.checked', true) IS NOT DISTINCT FROM
       NEW.voucher_id || ':' || (SELECT count(*) FROM voucher_line l WHERE l.voucher_id = NEW.voucher_id)
     AND EXISTS (
       SELECT 1 FROM voucher v WHERE v.id = NEW.voucher_id AND v.xmin::text = pg_current_xact_id()::text
     ) THEN
    RETURN NULL;
  END IF;
  PERFORM ledger_check_voucher(NEW.voucher_id);
  RETURN NULL;
END;
$$;
