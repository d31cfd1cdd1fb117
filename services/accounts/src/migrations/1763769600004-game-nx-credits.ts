import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * NX the website grants (votes, donations) as rows the game can pick up. The website applies a
 * row to the balance only while the account is logged out, because a running game keeps an online
 * player's NX in memory and would overwrite the credit on save. Against a real game database
 * (GAME_SCHEMA_MANAGED=false) create this table there once (infra/sql/game-nx-credits.sql).
 */
export class GameNxCredits1763769600004 implements MigrationInterface {
  name = 'GameNxCredits1763769600004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS game.nx_credits (
        id bigserial PRIMARY KEY,
        account_id integer NOT NULL REFERENCES game.accounts (id) ON DELETE CASCADE,
        balance varchar(10) NOT NULL CHECK (balance IN ('nx_credit', 'nx_prepaid')),
        amount integer NOT NULL CHECK (amount > 0),
        source varchar(40) NOT NULL,
        source_key varchar(120) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        applied_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX IF NOT EXISTS nx_credits_pending_idx ON game.nx_credits (account_id) WHERE applied_at IS NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE game.nx_credits');
  }
}
