import { LIBRARY_GAME_TABLES } from './demo-library-tables';
import { GAME_MIGRATIONS } from './game-migrations';

/**
 * The game tables the site reads (accounts, characters and guilds for rankings; inventoryitems for worn items;
 * reports and macfilters for staff; the drop, shop and card tables for the library).
 */
export const GAME_TABLES_READ = [
  'accounts',
  'characters',
  'guilds',
  'inventoryitems',
  'reports',
  'macfilters',
  // The library: drops, reactor drops, NPC shops and monster book cards.
  ...LIBRARY_GAME_TABLES,
] as const;

/** What the site writes in the game's own tables, and why (GAME-DATABASE.md §1, §3). */
export const GAME_TABLES_WRITTEN: Record<string, string> = {
  accounts: 'INSERT, UPDATE', // sign-up; password, email and birthday changes; NX behind the offline guard
  // A player's name change and "Move to town", behind the offline guard (GAME-DATABASE.md §8): name, map, spawn point.
  characters: 'UPDATE',
  namechanges: 'SELECT, INSERT', // the game's rules (pending, cooldown) and the completed change
  rings: 'SELECT, UPDATE', // partner names, as Character.doNameChange (a WHERE needs SELECT)
  dueypackages: 'INSERT', // Founder Pack items and meso through Duey
  inventoryitems: 'INSERT', // the item of a Duey package (type 9)
  inventoryequipment: 'INSERT', // the medal's stats
  notes: 'INSERT', // "a parcel from Henesys" at the next login
  nxcode: 'INSERT', // Cash Shop coupons: waiting NX on request, pets
  nxcode_items: 'INSERT',
  // Staff bans, the game's way (GAME-DATABASE.md §8); DELETE lifts them as the game's own !unban does
  // (a DELETE's WHERE needs SELECT).
  ipbans: 'SELECT, INSERT, DELETE',
  macbans: 'SELECT, INSERT, DELETE',
  hwidbans: 'SELECT, INSERT, DELETE',
};

/** The site's own tables in the game database (created by its migrations, never a game table). */
export function siteTables(): string[] {
  const names = GAME_MIGRATIONS.filter((migration) => !migration.managedOnly)
    .flatMap((migration) => migration.statements)
    .map((statement) => /CREATE TABLE IF NOT EXISTS (henesys_[a-z_]+)/.exec(statement)?.[1])
    .filter((name): name is string => Boolean(name));
  return ['henesys_migrations', ...names];
}

/**
 * The least privileges the site's MySQL user needs on a real game database: read what it shows, write
 * only what it delivers, and own its `henesys_` tables (MySQL allows a grant on a table that does not
 * exist yet when it includes CREATE). No ALTER or DROP on any game table, and DELETE only on the ban tables.
 */
export function siteGrants(database: string, user: string): string[] {
  const on = (table: string) => `\`${database}\`.\`${table}\``;
  return [
    ...GAME_TABLES_READ.map(
      (table) =>
        `GRANT SELECT${GAME_TABLES_WRITTEN[table] ? `, ${GAME_TABLES_WRITTEN[table]}` : ''} ON ${on(table)} TO ${user};`,
    ),
    ...Object.entries(GAME_TABLES_WRITTEN)
      .filter(([table]) => !(GAME_TABLES_READ as readonly string[]).includes(table))
      .map(([table, verbs]) => `GRANT ${verbs} ON ${on(table)} TO ${user};`),
    // ALTER: the site's own tables change with its migrations (003 widens henesys_nx_grants).
    ...siteTables().map((table) => `GRANT CREATE, ALTER, SELECT, INSERT, UPDATE, DELETE ON ${on(table)} TO ${user};`),
  ];
}
