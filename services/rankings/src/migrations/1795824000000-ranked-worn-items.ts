import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The items each ranked character is drawn wearing (issue 34): item ids by slot, the cash item over
 * the regular one, as the game draws them. The rebuild reads them with the characters, so a page with
 * avatar details reads nothing from the game database; they are as fresh as the snapshot. Rows of the
 * snapshot built before this migration carry none until the next rebuild (the service rebuilds at start).
 */
export class RankedWornItems1795824000000 implements MigrationInterface {
  name = 'RankedWornItems1795824000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "ALTER TABLE rankings.ranked_characters ADD COLUMN items integer[] NOT NULL DEFAULT '{}'::integer[]",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE rankings.ranked_characters DROP COLUMN items');
  }
}
