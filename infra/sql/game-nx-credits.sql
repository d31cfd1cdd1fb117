-- Run once against a real game database (GAME_SCHEMA_MANAGED=false): the table where the website
-- leaves NX for an account. The website applies a row only while the account is logged out; a game
-- server may also apply pending rows itself at login (UPDATE ... SET applied_at = now() RETURNING).
CREATE TABLE IF NOT EXISTS game.nx_credits (
  id bigserial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES game.accounts (id) ON DELETE CASCADE,
  balance varchar(10) NOT NULL CHECK (balance IN ('nx_credit', 'nx_prepaid')),
  amount integer NOT NULL CHECK (amount > 0),
  source varchar(40) NOT NULL,
  source_key varchar(120) NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  applied_at timestamptz
);
CREATE INDEX IF NOT EXISTS nx_credits_pending_idx ON game.nx_credits (account_id) WHERE applied_at IS NULL;
