-- The seller's theme of the shop's pages (issue 19): core's `render::Theme`
-- as JSON, NULL for the default theme. Every public page shows it, so a
-- change moves the shop version (the edge cache shows it at once), as
-- 0029's triggers do for what else the pages show.
ALTER TABLE sellers ADD COLUMN theme TEXT;

CREATE TRIGGER shop_version_theme AFTER UPDATE OF theme ON sellers
WHEN old.theme IS NOT new.theme
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = new.id;
END;
