import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The single-use links mailed after a login the IP lock refused (one open link per account and
 * address), and the addresses such a link allowed beside the lock's own.
 */
export class IpAllowLinks1763769600020 implements MigrationInterface {
  name = 'IpAllowLinks1763769600020';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth.ip_allow_links (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        address varchar(64) NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX ip_allow_links_open_key ON auth.ip_allow_links (user_id, address) WHERE used_at IS NULL',
    );
    await queryRunner.query(`
      CREATE TABLE auth.ip_lock_allowed_addresses (
        user_id integer NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        address varchar(64) NOT NULL,
        allowed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, address)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE auth.ip_lock_allowed_addresses');
    await queryRunner.query('DROP TABLE auth.ip_allow_links');
  }
}
