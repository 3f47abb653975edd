-- 0015: accounts safe against guessing and pre-registration (issue 14,
-- findings 9 and 10).
--
-- Password sign-in counters lock their key when passed, longer each time
-- (core's auth::Lockout): the step of the key's last lockout and when it
-- ends or ended (Unix seconds). Other counters keep 0 in both.
ALTER TABLE rate_limits ADD COLUMN level INTEGER NOT NULL DEFAULT 0;
ALTER TABLE rate_limits ADD COLUMN locked_until INTEGER NOT NULL DEFAULT 0;

-- The SHA-256 digest of the secret the signing-up browser was given as a
-- cookie: a confirmation from that browser keeps the password chosen at
-- sign-up; one from anywhere else clears it (someone else may have signed
-- up with this address). NULL once the address is confirmed.
ALTER TABLE users ADD COLUMN signup_secret TEXT;
