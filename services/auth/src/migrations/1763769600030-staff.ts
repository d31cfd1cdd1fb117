import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff console's side of auth: the addresses each account logged in from (first and last seen),
 * the address of each session, and the bans staff wrote, with exactly what each wrote in the game so
 * that lifting it undoes that. Search indexes for names and emails by prefix.
 */
export class Staff1763769600030 implements MigrationInterface {
  name = 'Staff1763769600030';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth.login_addresses (
        user_id integer NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        address varchar(64) NOT NULL,
        first_seen timestamptz NOT NULL DEFAULT now(),
        last_seen timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, address)
      )`);
    await queryRunner.query(
      'CREATE INDEX login_addresses_address_idx ON auth.login_addresses (address text_pattern_ops, user_id)',
    );
    await queryRunner.query('ALTER TABLE auth.sessions ADD COLUMN address varchar(64)');
    await queryRunner.query('CREATE INDEX users_username_prefix_idx ON auth.users (lower(username) text_pattern_ops)');
    await queryRunner.query('CREATE INDEX users_email_prefix_idx ON auth.users (lower(email) text_pattern_ops)');
    await queryRunner.query(`
      CREATE TABLE auth.staff_bans (
        id serial PRIMARY KEY,
        game_account_id integer NOT NULL,
        banned_by varchar(13) NOT NULL,
        banned_at timestamptz NOT NULL DEFAULT now(),
        reason text NOT NULL,
        until timestamptz,
        written jsonb NOT NULL,
        lifted_by varchar(13),
        lifted_at timestamptz
      )`);
    // At most one ban in force per account: a second ban while one stands is refused, not stacked.
    await queryRunner.query(
      'CREATE UNIQUE INDEX staff_bans_in_force_key ON auth.staff_bans (game_account_id) WHERE lifted_at IS NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE auth.staff_bans');
    await queryRunner.query('DROP INDEX auth.users_email_prefix_idx');
    await queryRunner.query('DROP INDEX auth.users_username_prefix_idx');
    await queryRunner.query('ALTER TABLE auth.sessions DROP COLUMN address');
    await queryRunner.query('DROP TABLE auth.login_addresses');
  }
}
