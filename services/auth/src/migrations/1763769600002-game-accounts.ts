import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The site user becomes the site's side of a game account: the password lives only in the game's
 * `accounts.password`, each user links to `accounts.id`, and players adopted from the game may have
 * no email (or a game name of 13 characters).
 */
export class GameAccounts1763769600002 implements MigrationInterface {
  name = 'GameAccounts1763769600002';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Site users made before (a development machine's demo data) had their game accounts in the removed
    // Postgres `game` schema and cannot be linked: they go (demo seeding makes them again, linked, and any
    // player of the game database gets a site user back at the next login).
    await queryRunner.query('DELETE FROM auth.users');
    await queryRunner.query(`
      ALTER TABLE auth.users
        DROP COLUMN password_hash,
        ALTER COLUMN email DROP NOT NULL,
        ALTER COLUMN username TYPE varchar(13),
        ADD COLUMN game_account_id integer NOT NULL`);
    await queryRunner.query('ALTER TABLE auth.users ADD CONSTRAINT users_game_account_id_key UNIQUE (game_account_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE auth.users DROP CONSTRAINT users_game_account_id_key');
    await queryRunner.query(`
      ALTER TABLE auth.users
        DROP COLUMN game_account_id,
        ALTER COLUMN username TYPE varchar(12),
        ALTER COLUMN email SET NOT NULL,
        ADD COLUMN password_hash varchar(60) NOT NULL DEFAULT ''`);
  }
}
