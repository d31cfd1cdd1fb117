import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DEMO_ACCOUNTS } from '@henesys/server';
import { hash } from 'bcrypt';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AccountsEnv } from '../config/accounts-env';
import { DEMO_GUILDS, DemoCharacter, generateDemoCharacters } from './demo-characters';

export const DEMO_CHARACTER_COUNT = 3_000;
const BCRYPT_COST = 10;

/** The demo logins' own characters, so the dashboard has something to show. */
const OWN_CHARACTERS: Record<string, Array<Partial<DemoCharacter> & { name: string; level: number; job: number }>> = {
  admin: [{ name: 'Henesys', level: 200, job: 910 }],
  member: [
    { name: 'MapleHero', level: 124, job: 112, fame: 88 },
    { name: 'Shroomie', level: 38, job: 230, fame: 12 },
    { name: 'LilBandit', level: 14, job: 400, fame: 1 },
  ],
};

/**
 * Seeds the game schema's demo world when SEED_DEMO_DATA=true: game accounts for the demo logins and
 * a few thousand characters with realistic jobs, levels, fame and looks. Unique names make it idempotent.
 */
@Injectable()
export class DemoGameSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoGameSeeder.name);

  constructor(
    private readonly env: AccountsEnv,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.env.seedDemoData) return;
    await this.dataSource.query('INSERT INTO game.guilds (name) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [DEMO_GUILDS]);
    for (const account of DEMO_ACCOUNTS) {
      await this.insertAccounts([account.username], await hash(this.env[account.passwordEnv], BCRYPT_COST), account.email);
    }
    const world = generateDemoCharacters(DEMO_CHARACTER_COUNT);
    const unusablePassword = await hash(randomBytes(16).toString('hex'), BCRYPT_COST);
    await this.insertAccounts([...new Set(world.map((character) => character.accountName))], unusablePassword, null);
    await this.dataSource.query(`UPDATE game.accounts SET banned = true, ban_reason = 'Hacking (demo)' WHERE name = 'demo0007'`);
    const own = Object.entries(OWN_CHARACTERS).flatMap(([accountName, list]) =>
      list.map((character) => ({ ...world[0], guild: null, fame: 0, ...character, accountName })),
    );
    const added = await this.insertCharacters([...own, ...world]);
    this.logger.log(`Demo game world: ${added} characters added`);
  }

  private async insertAccounts(names: string[], passwordHash: string, email: string | null): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO game.accounts (name, password, email) SELECT unnest($1::text[]), $2, $3 ON CONFLICT DO NOTHING`,
      [names, passwordHash, email],
    );
  }

  private async insertCharacters(characters: DemoCharacter[]): Promise<number> {
    const column = <K extends keyof DemoCharacter>(key: K) => characters.map((character) => character[key]);
    const inserted: Array<{ id: number; name: string }> = await this.dataSource.query(
      `INSERT INTO game.characters (account_id, name, level, exp, fame, job, gender, skin_color, face, hair, guild_id, gm_level, last_exp_gain_at)
       SELECT a.id, c.name, c.level, c.exp, c.fame, c.job, c.gender, c.skin, c.face, c.hair, g.id,
              CASE WHEN c.job IN (900, 910) THEN 6 ELSE 0 END, now() - (c.ord || ' minutes')::interval
       FROM unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[], $10::int[], $11::text[])
            WITH ORDINALITY AS c(account_name, name, level, exp, fame, job, gender, skin, face, hair, guild, ord)
       JOIN game.accounts a ON lower(a.name) = lower(c.account_name)
       LEFT JOIN game.guilds g ON g.name = c.guild
       ON CONFLICT DO NOTHING
       RETURNING id, name`,
      [column('accountName'), column('name'), column('level'), column('exp'), column('fame'), column('job'), column('gender'),
        column('skinColor'), column('face'), column('hair'), column('guild')],
    );
    const byName = new Map(characters.map((character) => [character.name, character]));
    const equipped = inserted.flatMap(({ id, name }) => (byName.get(name)?.equipped ?? []).map(([slot, item]) => [id, slot, item]));
    if (equipped.length > 0) {
      await this.dataSource.query(
        `INSERT INTO game.equipped_items (character_id, slot, item_id)
         SELECT * FROM unnest($1::int[], $2::int[], $3::int[]) ON CONFLICT DO NOTHING`,
        [equipped.map((row) => row[0]), equipped.map((row) => row[1]), equipped.map((row) => row[2])],
      );
    }
    return inserted.length;
  }
}
