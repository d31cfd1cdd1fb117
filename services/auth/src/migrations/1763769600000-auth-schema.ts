import { MigrationInterface, QueryRunner } from 'typeorm';

export class AuthSchema1763769600000 implements MigrationInterface {
  name = 'AuthSchema1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth.users (
        id serial PRIMARY KEY,
        username varchar(12) NOT NULL,
        email varchar(254) NOT NULL,
        password_hash varchar(60) NOT NULL,
        birthday date NOT NULL,
        role varchar(20) NOT NULL DEFAULT 'member',
        token_version int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login timestamptz
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX users_username_key ON auth.users (lower(username))');
    await queryRunner.query('CREATE UNIQUE INDEX users_email_key ON auth.users (lower(email))');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE auth.users');
  }
}
