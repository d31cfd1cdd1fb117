import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rankings schema: the precomputed rankings (rebuilt from the game database by the service, see
 * RankingSnapshotBuilder: it copies this table's definition and indexes, so they are defined here
 * only), the totals per job filter, and the imported skill strings. Equipped items are not copied:
 * a page reads them from the game database for its (at most 50) characters.
 */
export class RankingsSchema1763856000000 implements MigrationInterface {
  name = 'RankingsSchema1763856000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Trigram indexes for the name search (a trusted extension: the database owner may create it).
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query(`
      CREATE TABLE rankings.ranked_characters (
        character_id integer NOT NULL,
        name varchar(13) NOT NULL,
        level smallint NOT NULL,
        exp bigint NOT NULL,
        fame integer NOT NULL,
        job integer NOT NULL,
        family varchar(12),
        guild varchar(45),
        gender smallint NOT NULL,
        skin_color smallint NOT NULL,
        face integer NOT NULL,
        hair integer NOT NULL,
        level_rank integer NOT NULL,
        fame_rank integer NOT NULL,
        level_family_rank integer,
        fame_family_rank integer
      )`);
    // Page N of a filter is a range of one of these (no OFFSET over the whole table).
    await queryRunner.query('CREATE UNIQUE INDEX ranked_level_rank_key ON rankings.ranked_characters (level_rank)');
    await queryRunner.query('CREATE UNIQUE INDEX ranked_fame_rank_key ON rankings.ranked_characters (fame_rank)');
    await queryRunner.query(
      'CREATE UNIQUE INDEX ranked_family_level_key ON rankings.ranked_characters (family, level_family_rank)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX ranked_family_fame_key ON rankings.ranked_characters (family, fame_family_rank)',
    );
    // Name search: substrings (LIKE '%abc%') through trigrams; prefixes (LIKE 'ab%', the 1-2 letter
    // searches that match tens of thousands of names) from this covering index alone (index-only scan).
    await queryRunner.query(
      'CREATE INDEX ranked_name_trgm_idx ON rankings.ranked_characters USING gin (lower(name) gin_trgm_ops)',
    );
    await queryRunner.query(`
      CREATE INDEX ranked_name_prefix_idx ON rankings.ranked_characters (lower(name) text_pattern_ops)
      INCLUDE (name, family, level_rank, fame_rank, level_family_rank, fame_family_rank)`);
    await queryRunner.query(`
      CREATE TABLE rankings.ranking_totals (
        family varchar(12) PRIMARY KEY,
        total integer NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE rankings.skills (
        id varchar(16) PRIMARY KEY,
        job_id integer NOT NULL,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        levels jsonb NOT NULL DEFAULT '{}'::jsonb,
        imported_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE rankings.skills');
    await queryRunner.query('DROP TABLE rankings.ranking_totals');
    await queryRunner.query('DROP TABLE rankings.ranked_characters');
  }
}
