import { nextIndexDefinition } from './ranking-snapshot.builder';

describe('nextIndexDefinition', () => {
  it('recreates an index of the live table on the next table, under the name plus _next', () => {
    expect(
      nextIndexDefinition({
        indexname: 'ranked_family_level_key',
        indexdef:
          'CREATE UNIQUE INDEX ranked_family_level_key ON rankings.ranked_characters USING btree (family, level_family_rank)',
      }),
    ).toBe(
      'CREATE UNIQUE INDEX ranked_family_level_key_next ON rankings.ranked_characters_next USING btree (family, level_family_rank)',
    );
    expect(
      nextIndexDefinition({
        indexname: 'ranked_name_trgm_idx',
        indexdef:
          'CREATE INDEX ranked_name_trgm_idx ON rankings.ranked_characters USING gin (lower((name)::text) gin_trgm_ops)',
      }),
    ).toBe(
      'CREATE INDEX ranked_name_trgm_idx_next ON rankings.ranked_characters_next USING gin (lower((name)::text) gin_trgm_ops)',
    );
  });

  it('refuses a definition it does not recognise rather than guess', () => {
    expect(() =>
      nextIndexDefinition({ indexname: 'x', indexdef: 'CREATE INDEX y ON other.table USING btree (a)' }),
    ).toThrow('Unexpected index definition');
  });
});
