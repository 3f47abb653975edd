-- 0025: the legal ground of a sale (issue 17).
--
-- A seller's legal documents: one imprint, one set of terms, one privacy
-- notice, and any number of named sets of cancellation terms (a product is
-- sold under one; the first is the default). A document's text is
-- versioned: saving a changed text adds a version, nothing is rewritten, so
-- an order keeps pointing at the version it was sold under.
CREATE TABLE legal_documents (
    id          INTEGER PRIMARY KEY,
    seller_id   INTEGER NOT NULL REFERENCES sellers (id),
    kind        TEXT    NOT NULL CHECK (kind IN ('imprint', 'terms', 'privacy', 'cancellation_terms')),
    -- the name of a set of cancellation terms; empty for the others
    name        TEXT    NOT NULL DEFAULT '',
    created_at  TEXT    NOT NULL
);
-- one imprint, terms and privacy notice per seller
CREATE UNIQUE INDEX legal_documents_one_each ON legal_documents (seller_id, kind)
    WHERE kind <> 'cancellation_terms';
CREATE INDEX legal_documents_seller ON legal_documents (seller_id, kind, id);

CREATE TABLE legal_document_versions (
    document_id INTEGER NOT NULL REFERENCES legal_documents (id),
    seller_id   INTEGER NOT NULL REFERENCES sellers (id),
    version     INTEGER NOT NULL CHECK (version >= 1),
    body        TEXT    NOT NULL,
    created_at  TEXT    NOT NULL,
    PRIMARY KEY (document_id, version)
);

-- What an order was sold under, written in the batch that writes the
-- order: the consents the buyer gave with the exact texts shown (in the
-- buyer's language) and their version, the notices shown, the seller's
-- document versions, and the edge's time of consent. Never updated.
CREATE TABLE order_legal (
    order_id      INTEGER PRIMARY KEY REFERENCES orders (id),
    seller_id     INTEGER NOT NULL REFERENCES sellers (id),
    language      TEXT    NOT NULL CHECK (language IN ('en', 'de')),
    texts_version INTEGER NOT NULL,
    -- JSON: [{"code", "text"}]
    consents      TEXT    NOT NULL,
    -- JSON: [{"code", "text"}]
    notices       TEXT    NOT NULL,
    -- JSON: [{"kind", "document_id", "name", "version"}]
    documents     TEXT    NOT NULL,
    consented_at  TEXT    NOT NULL
);
