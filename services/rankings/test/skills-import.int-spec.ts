import { DEFAULT_SKILL_DATA_PATH } from '@henesys/runner';
import { dataSourceOptions, loadEnv, runMigrations } from '@henesys/server';
import { createTestDatabase, TestDatabase } from '@henesys/testing';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { RankingsEnv } from '../src/config/rankings-env';
import { RankingsSchema1763856000000 } from '../src/migrations/1763856000000-rankings-schema';
import { SkillsImporter } from '../src/skills/skills.importer';
import { SkillsService } from '../src/skills/skills.service';

const FIXTURE = join(__dirname, '../src/skills/fixtures/skill-sample.img.xml');

/** The importer against real Postgres: the game's own file (542 skills) and the unit-test fixture. */
describe('skill import into the rankings schema', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let importer: SkillsImporter;
  let skills: SkillsService;

  beforeAll(async () => {
    database = await createTestDatabase('skills_import');
    const env = loadEnv(RankingsEnv, { DATABASE_URL: database.url, SKILL_DATA_PATH: DEFAULT_SKILL_DATA_PATH });
    dataSource = await new DataSource(
      dataSourceOptions(env, { schema: 'rankings', entities: [], migrations: [RankingsSchema1763856000000] }),
    ).initialize();
    await runMigrations(dataSource, 'rankings');
    skills = new SkillsService(dataSource, env);
    importer = new SkillsImporter(env, dataSource, skills);
  }, 30_000);

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  const countsByJob = async () =>
    Object.fromEntries(
      (
        (await dataSource.query(
          'SELECT job_id, count(*)::int AS n FROM rankings.skills GROUP BY job_id ORDER BY job_id',
        )) as Array<{ job_id: number; n: number }>
      ).map((row) => [row.job_id, row.n]),
    );

  it('imports the 542 skills of the shared Skill.img.xml (not its 71 skill books), ids as strings', async () => {
    expect(await importer.importFile(DEFAULT_SKILL_DATA_PATH)).toEqual({ skills: 542, changed: 542, removed: 0 });
    const [{ total }] = await dataSource.query('SELECT count(*)::int AS total FROM rankings.skills');
    expect(total).toBe(542);
    const [snails] = await dataSource.query(
      "SELECT id, job_id, name, levels FROM rankings.skills WHERE id = '0001000'",
    );
    expect(snails).toEqual({
      id: '0001000',
      job_id: 0,
      name: 'Three Snails',
      levels: { h1: 'MP -3; Damage 10', h2: 'MP -5; Damage 25', h3: 'MP -7; Damage 40' },
    });
  });

  it('files each skill under the job its id names (skill id / 10 000)', async () => {
    const counts = await countsByJob();
    expect(counts).toMatchObject({
      0: 25,
      100: 6,
      112: 10,
      222: 9,
      522: 11,
      800: 2,
      900: 10,
      910: 7,
      1000: 26,
      1511: 8,
      2000: 28,
      2112: 11,
    });
    expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(542);
    expect(Object.keys(counts)).toHaveLength(66);
  });

  it('keeps the gaps of the level strings (5221010 has only h1 and h25)', async () => {
    const [row] = await dataSource.query("SELECT levels FROM rankings.skills WHERE id = '5221010'");
    expect(Object.keys(row.levels)).toEqual(['h1', 'h25']);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await dataSource.query('SELECT max(imported_at) AS at FROM rankings.skills');
    expect(await importer.importFile(DEFAULT_SKILL_DATA_PATH)).toEqual({ skills: 542, changed: 0, removed: 0 });
    expect(await dataSource.query('SELECT max(imported_at) AS at FROM rankings.skills')).toEqual(before);
  });

  it('shows 491 of them: GM, test, tutorial, event and test-mount entries hidden, Beginner ids with their zeros', async () => {
    const shown = await skills.list();
    expect(shown).toHaveLength(491);
    const ids = shown.map((skill) => skill.id);
    expect(ids).not.toEqual(expect.arrayContaining(['9001000']));
    expect(ids.filter((id) => /^(900|910|800)/.test(id) || /^2000001[4-8]$/.test(id))).toEqual([]);
    expect(ids.slice(0, 2)).toEqual(['0000008', '0000012']);
    expect(shown.find((skill) => skill.id === '0001001')?.desc).toContain('\\n#cTerms between skills : 10 min.#');
    expect(
      shown.filter((skill) => /Available until|Mount|Broomstick|Weakness/.test(`${skill.name} ${skill.desc}`)),
    ).toEqual([]);
  });

  it('gives each shown skill its job and its icon from SKILL_ICON_URL_TEMPLATE', async () => {
    expect(await skills.one('1111002')).toMatchObject({
      id: '1111002',
      jobId: 111,
      icon: 'https://maplestory.io/api/GMS/83/skill/1111002/icon',
    });
    await expect(skills.one('9001000')).rejects.toThrow('Skill not found');
    await expect(skills.one('0001013')).rejects.toThrow('Skill not found');
    await expect(skills.one("1' OR '1'='1")).rejects.toThrow('Skill not found');
  });

  it('replaces the table with another file: changed rows rewritten, missing skills removed', async () => {
    // Follow the Lead and the tutorial entry are word for word the game's: they stay as they are.
    expect(await importer.importFile(FIXTURE)).toEqual({ skills: 8, changed: 6, removed: 535 });
    expect(await countsByJob()).toEqual({ 0: 2, 100: 1, 900: 1, 1000: 1, 2000: 1, 2100: 1, 3100: 1 });
    expect((await skills.list()).map((skill) => skill.id)).toEqual([
      '0000008',
      '0001000',
      '1001004',
      '10001000',
      '21001001',
    ]);
  });

  it('leaves the table as it is when the file is missing', async () => {
    await expect(importer.importFile('/nonexistent/Skill.img.xml')).rejects.toThrow('ENOENT');
    const [{ total }] = await dataSource.query('SELECT count(*)::int AS total FROM rankings.skills');
    expect(total).toBe(8);
  });
});
