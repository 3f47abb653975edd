-- 0045: the card provider connected through its OAuth onboarding (Connect,
-- issue 30). The connected account (`acct_…`) of a seller whose card
-- provider came that way; NULL for keys pasted by hand. Events of connected
-- accounts arrive at the platform's one Connect endpoint and name the
-- account: this finds their seller, and an account belongs to one seller
-- only, so an event never reaches two.
ALTER TABLE provider_accounts ADD COLUMN connected_account TEXT;
CREATE UNIQUE INDEX provider_accounts_connected_account
    ON provider_accounts (connected_account) WHERE connected_account IS NOT NULL;
