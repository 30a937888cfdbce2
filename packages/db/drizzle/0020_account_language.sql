-- Issue 30: the interface language is stored on the account, so it follows the user to another
-- device at login and writes their notifications. Null means never chosen (every account made
-- before this): the next login keeps that device's language and stores it, rather than switching
-- a reader of Urdu to English. The app only ever writes one of the twelve codes of LANGUAGE_CODES.
ALTER TABLE "accounts" ADD COLUMN "language" text;