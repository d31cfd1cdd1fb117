/**
 * The game's drop, shop and monster book tables the library reads, for the demo game database the site
 * manages (GAME_SCHEMA_MANAGED=true), with Cosmic's names, types and defaults (`tables/009-drop.sql`,
 * `011-shop.sql`, `016-monsterbook.sql`). A real game database has them all.
 */
export const DEMO_LIBRARY_TABLES: string[] = [
  `CREATE TABLE IF NOT EXISTS drop_data (
     id BIGINT NOT NULL AUTO_INCREMENT,
     dropperid INT NOT NULL,
     itemid INT NOT NULL DEFAULT '0',
     minimum_quantity INT NOT NULL DEFAULT '1',
     maximum_quantity INT NOT NULL DEFAULT '1',
     questid INT NOT NULL DEFAULT '0',
     chance INT NOT NULL DEFAULT '0',
     PRIMARY KEY (id),
     KEY mobid (dropperid),
     INDEX (dropperid, itemid)
   )`,
  `CREATE TABLE IF NOT EXISTS drop_data_global (
     id BIGINT NOT NULL AUTO_INCREMENT,
     continent TINYINT NOT NULL DEFAULT '-1',
     itemid INT NOT NULL DEFAULT '0',
     minimum_quantity INT NOT NULL DEFAULT '1',
     maximum_quantity INT NOT NULL DEFAULT '1',
     questid INT NOT NULL DEFAULT '0',
     chance INT NOT NULL DEFAULT '0',
     comments VARCHAR(45) DEFAULT NULL,
     PRIMARY KEY (id),
     KEY mobid (continent) USING BTREE
   )`,
  `CREATE TABLE IF NOT EXISTS reactordrops (
     reactordropid INT UNSIGNED NOT NULL AUTO_INCREMENT,
     reactorid INT NOT NULL,
     itemid INT NOT NULL,
     chance INT NOT NULL,
     questid INT NOT NULL DEFAULT '-1',
     PRIMARY KEY (reactordropid),
     KEY reactorid (reactorid)
   )`,
  `CREATE TABLE IF NOT EXISTS shops (
     shopid INT UNSIGNED NOT NULL AUTO_INCREMENT,
     npcid INT NOT NULL DEFAULT '0',
     PRIMARY KEY (shopid)
   )`,
  `CREATE TABLE IF NOT EXISTS shopitems (
     shopitemid INT UNSIGNED NOT NULL AUTO_INCREMENT,
     shopid INT UNSIGNED NOT NULL,
     itemid INT NOT NULL,
     price INT NOT NULL,
     pitch INT NOT NULL DEFAULT '0',
     position INT NOT NULL,
     PRIMARY KEY (shopitemid)
   )`,
  `CREATE TABLE IF NOT EXISTS monstercarddata (
     id INT NOT NULL AUTO_INCREMENT,
     cardid INT NOT NULL DEFAULT '0',
     mobid INT NOT NULL DEFAULT '0',
     PRIMARY KEY (id) USING BTREE,
     UNIQUE KEY id (id)
   )`,
];

/** The tables above, which the library reads and the demo seeds (seedDemoLibraryTables). */
export const LIBRARY_GAME_TABLES = [
  'drop_data',
  'drop_data_global',
  'reactordrops',
  'shops',
  'shopitems',
  'monstercarddata',
] as const;
