import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per issued session token (its jti), so logging out ends that token on the server, and the
 * single-use links that let an old email address undo an email change.
 */
export class SessionsAndEmailChanges1763769600010 implements MigrationInterface {
  name = 'SessionsAndEmailChanges1763769600010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth.sessions (
        id uuid PRIMARY KEY,
        user_id integer NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX sessions_user_idx ON auth.sessions (user_id, expires_at)');
    await queryRunner.query(`
      CREATE TABLE auth.email_changes (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        old_email varchar(254) NOT NULL,
        new_email varchar(254) NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE auth.email_changes');
    await queryRunner.query('DROP TABLE auth.sessions');
  }
}
