/**
 * The game tables and columns the staff console reads and writes, for the demo game database the site
 * manages (GAME_SCHEMA_MANAGED=true), with Cosmic's names, types and defaults
 * (`tables/001-account.sql`, `002-character.sql`, `022-ban.sql`). A real game database has them all.
 */
export const DEMO_STAFF_TABLES: string[] = [
  `ALTER TABLE accounts
     ADD COLUMN macs TINYTEXT,
     ADD COLUMN ip TEXT,
     ADD COLUMN hwid VARCHAR(12) NOT NULL DEFAULT ''`,
  `ALTER TABLE characters
     ADD COLUMN map INT NOT NULL DEFAULT '0',
     ADD COLUMN spawnpoint INT NOT NULL DEFAULT '0'`,
  `CREATE TABLE IF NOT EXISTS reports (
     id INT UNSIGNED NOT NULL AUTO_INCREMENT,
     reporttime TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP,
     reporterid INT NOT NULL,
     victimid INT NOT NULL,
     reason TINYINT NOT NULL,
     chatlog TEXT NOT NULL,
     description TEXT NOT NULL,
     PRIMARY KEY (id)
   )`,
  `CREATE TABLE IF NOT EXISTS ipbans (
     ipbanid INT UNSIGNED NOT NULL AUTO_INCREMENT,
     ip VARCHAR(40) NOT NULL DEFAULT '',
     aid VARCHAR(40) DEFAULT NULL,
     PRIMARY KEY (ipbanid)
   )`,
  `CREATE TABLE IF NOT EXISTS macbans (
     macbanid INT UNSIGNED NOT NULL AUTO_INCREMENT,
     mac VARCHAR(30) NOT NULL,
     aid VARCHAR(40) DEFAULT NULL,
     PRIMARY KEY (macbanid),
     UNIQUE KEY mac_2 (mac)
   )`,
  `CREATE TABLE IF NOT EXISTS hwidbans (
     hwidbanid INT UNSIGNED NOT NULL AUTO_INCREMENT,
     hwid VARCHAR(30) NOT NULL,
     PRIMARY KEY (hwidbanid),
     UNIQUE KEY hwid_2 (hwid)
   )`,
  `CREATE TABLE IF NOT EXISTS macfilters (
     macfilterid INT UNSIGNED NOT NULL AUTO_INCREMENT,
     filter VARCHAR(30) NOT NULL,
     PRIMARY KEY (macfilterid)
   )`,
];
