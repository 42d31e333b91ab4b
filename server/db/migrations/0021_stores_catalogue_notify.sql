-- hand-written: the catalogue is public (the storefront reads products, categories and their
-- parts), so each of its tables announces its changes and every process's caches clear, like the
-- site's other public tables (ADR 004).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['product', 'category', 'brand', 'manufacturer', 'color', 'size', 'attribute',
    'attribute_value', 'attribute_set', 'product_image', 'product_color', 'product_size',
    'product_attribute_value'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION kizuna_notify_change()',
      t || '_notify_change', t);
  END LOOP;
END;
$$;
