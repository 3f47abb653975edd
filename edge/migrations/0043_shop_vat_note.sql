-- The shop's pages print each price's VAT note (issue 30: "incl. VAT", or
-- the exemption of a small business), so the seller's VAT status and
-- whether prices include VAT are shown on cached public pages: a change of
-- either moves the shop's version like its name does (0029).
CREATE TRIGGER shop_version_seller_vat AFTER UPDATE OF vat_status, prices_include_vat ON sellers
WHEN old.vat_status IS NOT new.vat_status OR old.prices_include_vat IS NOT new.prices_include_vat
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = new.id;
END;
