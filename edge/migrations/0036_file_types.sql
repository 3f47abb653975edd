-- 0036: what a stored file is, by its bytes (issue 29). Core's `files`
-- module sniffs a product file's first bytes at upload; `sniffed` names the
-- type (`pdf`, `png`, `mp4`, ...; `files::FileType::name`), NULL when the
-- bytes are none of the listed types. Every row stored before this
-- migration has NULL too: unknown, served as `application/octet-stream`
-- and as an attachment, whatever its `content_type` (the uploader's claim,
-- never trusted again).
ALTER TABLE product_files ADD COLUMN sniffed TEXT;

-- A media file that passed the checks of issue 29 (an image by its header,
-- as before; a font by its table directory, no longer by four bytes).
-- Images stored before were read by their header already; fonts were not,
-- so theirs stays 0: served as a download without
-- `Access-Control-Allow-Origin` until the seller uploads the font again.
ALTER TABLE media ADD COLUMN checked INTEGER NOT NULL DEFAULT 0 CHECK (checked IN (0, 1));
UPDATE media SET checked = 1 WHERE kind = 'image';
