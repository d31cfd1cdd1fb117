import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The library (issue 32): what the rankings service imports from the game server's wz/ folder. Every
 * row names the file it came from (`source`, relative to the folder), so a changed or removed file
 * replaces exactly its own rows; `library_files` keeps each file's size and mtime to skip unchanged ones.
 * Drops and shops are not here: they are read live from the game database.
 */
export class Library1764800000000 implements MigrationInterface {
  name = 'Library1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rankings.library_files (
        path text PRIMARY KEY,
        size bigint NOT NULL,
        mtime_ms double precision NOT NULL,
        imported_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE rankings.library_entries (
        kind varchar(8) NOT NULL,
        id integer NOT NULL,
        name text NOT NULL,
        detail text,
        description text,
        source text NOT NULL,
        PRIMARY KEY (kind, id)
      )`);
    // Search: 3+ characters through trigrams, 1-2 through the prefix index (as the rankings' name search).
    await queryRunner.query(
      'CREATE INDEX library_entries_name_trgm_idx ON rankings.library_entries USING gin (lower(name) gin_trgm_ops)',
    );
    await queryRunner.query(
      'CREATE INDEX library_entries_name_prefix_idx ON rankings.library_entries (kind, lower(name) text_pattern_ops)',
    );
    await queryRunner.query('CREATE INDEX library_entries_source_idx ON rankings.library_entries (source)');
    await queryRunner.query('CREATE INDEX library_entries_detail_idx ON rankings.library_entries (kind, detail, id)');
    await queryRunner.query(`
      CREATE TABLE rankings.library_item_details (
        id integer PRIMARY KEY,
        price integer,
        slot_max integer,
        effects jsonb NOT NULL DEFAULT '{}'::jsonb,
        category text,
        req_level integer,
        req_job integer,
        req_stats jsonb,
        stats jsonb,
        upgrade_slots integer,
        cash boolean NOT NULL DEFAULT false,
        source text NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX library_item_details_source_idx ON rankings.library_item_details (source)');
    await queryRunner.query(`
      CREATE TABLE rankings.library_monsters (
        id integer PRIMARY KEY,
        level integer NOT NULL,
        hp bigint NOT NULL,
        mp bigint NOT NULL,
        exp bigint NOT NULL,
        weapon_attack integer NOT NULL,
        weapon_defence integer NOT NULL,
        magic_attack integer NOT NULL,
        magic_defence integer NOT NULL,
        accuracy integer NOT NULL,
        avoidability integer NOT NULL,
        boss boolean NOT NULL,
        undead boolean NOT NULL,
        elements jsonb NOT NULL,
        link integer,
        source text NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX library_monsters_level_idx ON rankings.library_monsters (level, id)');
    await queryRunner.query('CREATE INDEX library_monsters_source_idx ON rankings.library_monsters (source)');
    await queryRunner.query(`
      CREATE TABLE rankings.library_monster_maps (
        monster_id integer NOT NULL,
        map_id integer NOT NULL,
        source text NOT NULL,
        PRIMARY KEY (monster_id, map_id)
      )`);
    await queryRunner.query('CREATE INDEX library_monster_maps_map_idx ON rankings.library_monster_maps (map_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'library_monster_maps',
      'library_monsters',
      'library_item_details',
      'library_entries',
      'library_files',
    ])
      await queryRunner.query(`DROP TABLE rankings.${table}`);
  }
}
