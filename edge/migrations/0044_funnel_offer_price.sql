-- 0044: a funnel step may offer its plan at a lower price (issue 30): a
-- decimal string of the plan's currency below the plan's own price,
-- checked by core (`funnels::offer_plan`) when the funnel is written;
-- NULL offers the plan at its own price. The edge prices and charges the
-- step at it; the step page shows the plan's price struck through.
ALTER TABLE funnel_nodes ADD COLUMN offer_price TEXT;
