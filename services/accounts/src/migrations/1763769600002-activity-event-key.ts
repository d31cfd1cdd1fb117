import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each activity line carries the key of the event it records, so a retried job adds it once. */
export class ActivityEventKey1763769600002 implements MigrationInterface {
  name = 'ActivityEventKey1763769600002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE accounts.activity_log ADD COLUMN event_key varchar(200)`);
    await queryRunner.query(`UPDATE accounts.activity_log SET event_key = 'legacy:' || id`);
    await queryRunner.query(
      `ALTER TABLE accounts.activity_log ALTER COLUMN event_key SET NOT NULL, ADD CONSTRAINT activity_log_event_key UNIQUE (event_key)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE accounts.activity_log DROP COLUMN event_key`);
  }
}
