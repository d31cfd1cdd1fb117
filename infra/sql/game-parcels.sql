-- Run once against a real game database (GAME_SCHEMA_MANAGED=false): parcels the website sends to a
-- character (Founder Pack items and meso). The game server hands pending ones over (Duey-style) and
-- sets claimed_at; the website never writes a live inventory.
CREATE TABLE IF NOT EXISTS game.parcels (
  id bigserial PRIMARY KEY,
  character_id integer NOT NULL REFERENCES game.characters (id) ON DELETE CASCADE,
  item_id integer,
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity > 0),
  meso integer NOT NULL DEFAULT 0 CHECK (meso >= 0),
  expires_days integer,
  stats jsonb,
  sender varchar(13) NOT NULL DEFAULT 'Henesys',
  message varchar(200),
  source_key varchar(120) NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  claimed_at timestamptz
);
CREATE INDEX IF NOT EXISTS parcels_pending_idx ON game.parcels (character_id) WHERE claimed_at IS NULL;
