-- 0035: the page a funnel's step is shown on (issue 19): one of the seller's
-- builder pages of type 'funnel' (checked by the edge when the funnel is
-- written); NULL, or a page no longer published, shows core's default
-- funnel page. Either way the step page is rendered by core's renderer.
ALTER TABLE funnel_nodes ADD COLUMN page_id INTEGER REFERENCES pages (id);
