import { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1763769600001 implements MigrationInterface {
  name = 'Identity1763769600001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE auth.users
        ADD COLUMN two_factor_enabled boolean NOT NULL DEFAULT false,
        ADD COLUMN two_factor_secret text,
        ADD COLUMN totp_last_step bigint,
        ADD COLUMN ip_lock_enabled boolean NOT NULL DEFAULT false,
        ADD COLUMN ip_lock_address varchar(64)`);
    await queryRunner.query(`
      CREATE TABLE auth.backup_codes (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, code_hash)
      )`);
    await queryRunner.query(`
      CREATE TABLE auth.password_resets (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX password_resets_user_idx ON auth.password_resets (user_id) WHERE used_at IS NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE auth.password_resets');
    await queryRunner.query('DROP TABLE auth.backup_codes');
    await queryRunner.query(`
      ALTER TABLE auth.users
        DROP COLUMN two_factor_enabled, DROP COLUMN two_factor_secret, DROP COLUMN totp_last_step,
        DROP COLUMN ip_lock_enabled, DROP COLUMN ip_lock_address`);
  }
}
