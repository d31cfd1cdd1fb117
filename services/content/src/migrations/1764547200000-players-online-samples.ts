import { MigrationInterface, QueryRunner } from 'typeorm';

/** The players-online samples of the status widget's 24-hour sparkline: one row per sample interval. */
export class PlayersOnlineSamples1764547200000 implements MigrationInterface {
  name = 'PlayersOnlineSamples1764547200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content.players_online_samples (
        bucket timestamptz PRIMARY KEY,
        players integer NOT NULL CHECK (players >= 0)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE content.players_online_samples');
  }
}
