import { MigrationInterface, QueryRunner } from 'typeorm';

/** One row per donation whose reward was handled: 'delivered' can happen once, ever. */
export class Deliveries1763769600000 implements MigrationInterface {
  name = 'Deliveries1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE worker.deliveries (
        donation_id integer PRIMARY KEY,
        state varchar(10) NOT NULL CHECK (state IN ('delivered', 'failed')),
        reason text,
        attempts integer NOT NULL DEFAULT 1,
        details jsonb,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE worker.deliveries');
  }
}
