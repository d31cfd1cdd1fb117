/**
 * The game tables a player's name change writes, for the demo game database the site manages
 * (GAME_SCHEMA_MANAGED=true), with Cosmic's names, types and defaults (`tables/018-transfer.sql`,
 * `015-marriage.sql`). A real game database has them.
 */
export const DEMO_NAME_CHANGE_TABLES: string[] = [
  `CREATE TABLE IF NOT EXISTS namechanges (
     id INT NOT NULL AUTO_INCREMENT,
     characterid INT NOT NULL,
     old VARCHAR(13) NOT NULL,
     new VARCHAR(13) NOT NULL,
     requestTime TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
     completionTime TIMESTAMP NULL,
     PRIMARY KEY (id),
     INDEX (characterid)
   )`,
  `CREATE TABLE IF NOT EXISTS rings (
     id INT NOT NULL AUTO_INCREMENT,
     partnerRingId INT NOT NULL DEFAULT '0',
     partnerChrId INT NOT NULL DEFAULT '0',
     itemid INT NOT NULL DEFAULT '0',
     partnername VARCHAR(255) NOT NULL,
     PRIMARY KEY (id) USING BTREE
   )`,
];
