import { MigrationInterface, QueryRunner } from 'typeorm';

export class Community1763769600000 implements MigrationInterface {
  name = 'Community1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One Discord account per site account and one site account per Discord account.
    await queryRunner.query(`
      CREATE TABLE community.links (
        user_id integer PRIMARY KEY,
        username varchar(12) NOT NULL,
        discord_id varchar(32) NOT NULL UNIQUE,
        discord_username varchar(64) NOT NULL,
        discord_avatar varchar(64),
        linked_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE community.role_grants (
        user_id integer NOT NULL,
        role varchar(20) NOT NULL,
        discord_id varchar(32) NOT NULL,
        granted_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, role)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE community.role_grants');
    await queryRunner.query('DROP TABLE community.links');
  }
}
