import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Items and meso the website sends to a character, as parcels the game hands over (Duey-style):
 * never written into a live inventory. Against a real game database create it there
 * (infra/sql/game-parcels.sql) and let the server deliver pending parcels.
 */
export class GameParcels1763769600006 implements MigrationInterface {
  name = 'GameParcels1763769600006';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
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
      )`);
    await queryRunner.query('CREATE INDEX IF NOT EXISTS parcels_pending_idx ON game.parcels (character_id) WHERE claimed_at IS NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE game.parcels');
  }
}
