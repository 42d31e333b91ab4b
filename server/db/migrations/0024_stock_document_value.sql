ALTER TABLE "stock_movement" ADD COLUMN "document_value" numeric(18, 2);--> statement-breakpoint
-- A document-priced inflow's own value, kept apart from its valuation: an inflow into negative
-- stock is valued by what it did to the stock's value, while its document (the vendor's bill)
-- stays what it was (stock-valuation.ts). Until now the two were always equal, so the backfill is
-- the value; the guard and the chain check are off for it because nothing they watch changes.
ALTER TABLE "stock_movement" DISABLE TRIGGER stock_movement_guard;--> statement-breakpoint
ALTER TABLE "stock_movement" DISABLE TRIGGER stock_movement_chain;--> statement-breakpoint
UPDATE "stock_movement" SET "document_value" = "value"
  WHERE "kind" IN ('purchase', 'opening') OR ("kind" = 'adjustment' AND "unit_cost" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "stock_movement" ENABLE TRIGGER stock_movement_guard;--> statement-breakpoint
ALTER TABLE "stock_movement" ENABLE TRIGGER stock_movement_chain;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_document_value_ck" CHECK ("stock_movement"."kind" not in ('purchase', 'opening') or ("stock_movement"."document_value" is not null and "stock_movement"."document_value" >= 0));--> statement-breakpoint
-- The guard now keeps the document's value (with everything else but the valuation) instead of a
-- purchase's valued amount, which moves when a back-dated sale puts a shortfall before it.
CREATE OR REPLACE FUNCTION stores_movement_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'Stock movement % cannot be deleted: record a correcting movement instead.', OLD.id
      USING ERRCODE = 'ST001';
  END IF;
  IF (to_jsonb(NEW) - 'value' - 'quantity_after' - 'value_after' - 'rate_after' - 'voucher_id')
     <> (to_jsonb(OLD) - 'value' - 'quantity_after' - 'value_after' - 'rate_after' - 'voucher_id')
     OR (OLD.voucher_id IS NOT NULL AND NEW.voucher_id IS DISTINCT FROM OLD.voucher_id) THEN
    RAISE EXCEPTION 'Stock movement % cannot be changed: record a correcting movement instead.', OLD.id
      USING ERRCODE = 'ST001';
  END IF;
  RETURN NEW;
END;
$$;
