import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The game server's tables the website reads and feeds, shaped after v83 server emulators
 * (accounts with NX balances and ban state, characters, guilds, equipped items).
 * Skipped when GAME_SCHEMA_MANAGED=false: then the game server's own database is used.
 */
export class GameSchema1763769600000 implements MigrationInterface {
  name = 'GameSchema1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE SCHEMA IF NOT EXISTS game');
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS game.accounts (
        id serial PRIMARY KEY,
        name varchar(13) NOT NULL,
        password varchar(128) NOT NULL,
        email varchar(254),
        birthday date,
        banned boolean NOT NULL DEFAULT false,
        ban_reason text,
        temp_ban_until timestamptz,
        gm_level smallint NOT NULL DEFAULT 0,
        nx_credit integer NOT NULL DEFAULT 0 CHECK (nx_credit >= 0),
        nx_prepaid integer NOT NULL DEFAULT 0 CHECK (nx_prepaid >= 0),
        maple_points integer NOT NULL DEFAULT 0,
        logged_in smallint NOT NULL DEFAULT 0,
        last_login timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX IF NOT EXISTS accounts_name_key ON game.accounts (lower(name))');
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS game.guilds (
        id serial PRIMARY KEY,
        name varchar(45) NOT NULL UNIQUE
      )`);
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS game.characters (
        id serial PRIMARY KEY,
        account_id integer NOT NULL REFERENCES game.accounts (id) ON DELETE CASCADE,
        world smallint NOT NULL DEFAULT 0,
        name varchar(13) NOT NULL,
        level smallint NOT NULL DEFAULT 1,
        exp integer NOT NULL DEFAULT 0,
        fame integer NOT NULL DEFAULT 0,
        job integer NOT NULL DEFAULT 0,
        gender smallint NOT NULL DEFAULT 0,
        skin_color smallint NOT NULL DEFAULT 0,
        face integer NOT NULL DEFAULT 20000,
        hair integer NOT NULL DEFAULT 30000,
        guild_id integer REFERENCES game.guilds (id) ON DELETE SET NULL,
        meso integer NOT NULL DEFAULT 0,
        gm_level smallint NOT NULL DEFAULT 0,
        last_exp_gain_at timestamptz NOT NULL DEFAULT now(),
        last_logout_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX IF NOT EXISTS characters_name_key ON game.characters (lower(name))');
    await queryRunner.query('CREATE INDEX IF NOT EXISTS characters_account_idx ON game.characters (account_id)');
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS game.equipped_items (
        character_id integer NOT NULL REFERENCES game.characters (id) ON DELETE CASCADE,
        slot smallint NOT NULL,
        item_id integer NOT NULL,
        PRIMARY KEY (character_id, slot)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP SCHEMA game CASCADE');
  }
}
