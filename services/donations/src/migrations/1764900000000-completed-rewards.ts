import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the donations schema publishes to the worker, which reads no table of it: the completed
 * donations, with what their reward job needs. A row of the view locked FOR SHARE locks the donation,
 * so a delivery holding it keeps the donation completed until the delivery's transaction ends.
 */
export class CompletedRewards1764900000000 implements MigrationInterface {
  name = 'CompletedRewards1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE VIEW donations.completed_rewards AS
        SELECT id AS donation_id, user_id, username, package_id, payment_method, character_name, updated_at
        FROM donations.donations WHERE status = 'completed'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP VIEW donations.completed_rewards');
  }
}
