import { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountsSchema1763769600001 implements MigrationInterface {
  name = 'AccountsSchema1763769600001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE accounts.activity_log (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL,
        type varchar(40) NOT NULL,
        details text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX activity_log_user_idx ON accounts.activity_log (user_id, created_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE accounts.activity_log');
  }
}
