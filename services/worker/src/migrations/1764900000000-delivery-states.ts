import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the worker schema publishes to the donations service, which reads no table of it: how each
 * donation's reward delivery stands, for the Donations Manager's rows.
 */
export class DeliveryStates1764900000000 implements MigrationInterface {
  name = 'DeliveryStates1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE VIEW worker.delivery_states AS
        SELECT donation_id, state, reason, updated_at FROM worker.deliveries`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP VIEW worker.delivery_states');
  }
}
