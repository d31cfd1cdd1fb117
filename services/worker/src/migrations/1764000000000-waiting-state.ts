import { MigrationInterface, QueryRunner } from 'typeorm';

/** 'waiting': the game database did not answer; the delivery is retried by itself (never 'failed' for that). */
export class WaitingState1764000000000 implements MigrationInterface {
  name = 'WaitingState1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE worker.deliveries DROP CONSTRAINT IF EXISTS deliveries_state_check`);
    await queryRunner.query(
      `ALTER TABLE worker.deliveries ADD CONSTRAINT deliveries_state_check CHECK (state IN ('delivered', 'failed', 'waiting'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM worker.deliveries WHERE state = 'waiting'`);
    await queryRunner.query(`ALTER TABLE worker.deliveries DROP CONSTRAINT IF EXISTS deliveries_state_check`);
    await queryRunner.query(
      `ALTER TABLE worker.deliveries ADD CONSTRAINT deliveries_state_check CHECK (state IN ('delivered', 'failed'))`,
    );
  }
}
