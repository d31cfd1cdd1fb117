import { MigrationInterface, QueryRunner } from 'typeorm';

/** The activity log is keyed by account name, which every producer knows (a vote pingback knows nothing else). */
export class ActivityByAccount1763769600003 implements MigrationInterface {
  name = 'ActivityByAccount1763769600003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE accounts.activity_log ADD COLUMN account_name varchar(13), ALTER COLUMN user_id DROP NOT NULL`,
    );
    await queryRunner.query(`UPDATE accounts.activity_log SET account_name = '#' || user_id`);
    await queryRunner.query(`ALTER TABLE accounts.activity_log ALTER COLUMN account_name SET NOT NULL`);
    await queryRunner.query(`DROP INDEX accounts.activity_log_user_idx`);
    await queryRunner.query(
      `CREATE INDEX activity_log_account_idx ON accounts.activity_log (lower(account_name), created_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX accounts.activity_log_account_idx`);
    await queryRunner.query(`ALTER TABLE accounts.activity_log DROP COLUMN account_name`);
    await queryRunner.query(`CREATE INDEX activity_log_user_idx ON accounts.activity_log (user_id, created_at DESC)`);
  }
}
