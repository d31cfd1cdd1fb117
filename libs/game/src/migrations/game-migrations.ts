import { DEMO_GAME_TABLES } from './demo-game-tables';
import { DEMO_LIBRARY_TABLES } from './demo-library-tables';
import { DEMO_NAME_CHANGE_TABLES } from './demo-name-change-tables';
import { DEMO_STAFF_TABLES } from './demo-staff-tables';

export interface GameMigration {
  /** Unique and never renamed: recorded in henesys_migrations once applied. */
  name: string;
  /** Game tables: only for the demo database the site manages (GAME_SCHEMA_MANAGED=true). */
  managedOnly?: boolean;
  statements: string[];
}

/**
 * The site's schema changes in the game database, in order. The game's own tables are created only in
 * the demo database; everything the site keeps there for itself is named `henesys_`.
 */
export const GAME_MIGRATIONS: GameMigration[] = [
  { name: '001-demo-game-tables', managedOnly: true, statements: DEMO_GAME_TABLES },
  {
    name: '002-henesys-nx-grants',
    statements: [
      // One row per grant and business key (a vote, a donation): applied to the balance, or turned
      // into a Cash Shop coupon, never both (both columns are set only in the transaction that does it).
      `CREATE TABLE IF NOT EXISTS henesys_nx_grants (
         id BIGINT NOT NULL AUTO_INCREMENT,
         source_key VARCHAR(64) NOT NULL,
         account_id INT NOT NULL,
         balance VARCHAR(10) NOT NULL,
         amount INT NOT NULL,
         source VARCHAR(16) NOT NULL,
         created_at TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
         applied_at TIMESTAMP(3) NULL DEFAULT NULL,
         coupon_id INT NULL DEFAULT NULL,
         PRIMARY KEY (id),
         UNIQUE KEY henesys_nx_grants_source_key (source_key),
         KEY henesys_nx_grants_account (account_id, applied_at, coupon_id),
         CONSTRAINT henesys_nx_grants_balance CHECK (balance IN ('credit', 'prepaid')),
         CONSTRAINT henesys_nx_grants_amount CHECK (amount > 0),
         CONSTRAINT henesys_nx_grants_once CHECK (applied_at IS NULL OR coupon_id IS NULL)
       )`,
      // The first of the two observations of an account logged out with the same lastlogin (GAME-DATABASE.md §3(d)).
      `CREATE TABLE IF NOT EXISTS henesys_offline_seen (
         account_id INT NOT NULL,
         lastlogin TIMESTAMP NULL DEFAULT NULL,
         seen_at TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
         PRIMARY KEY (account_id)
       )`,
      // A reward's key, written in the same transaction as its game rows: a second delivery finds it and writes nothing.
      `CREATE TABLE IF NOT EXISTS henesys_deliveries (
         delivery_key VARCHAR(64) NOT NULL,
         account_id INT NOT NULL,
         character_id INT NULL DEFAULT NULL,
         summary VARCHAR(200) NOT NULL,
         delivered_at TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
         PRIMARY KEY (delivery_key)
       )`,
    ],
  },
  {
    name: '003-nx-grants-staff',
    statements: [
      // Staff grants: Maple Points too, negative amounts (NX taken back), and keys `grant:<the page's key>`
      // up to 100 characters. New constraint names: one ALTER that drops and adds, on MariaDB 10.11 and MySQL 8 alike.
      `ALTER TABLE henesys_nx_grants
         MODIFY source_key VARCHAR(100) NOT NULL,
         DROP CONSTRAINT henesys_nx_grants_balance,
         DROP CONSTRAINT henesys_nx_grants_amount,
         ADD CONSTRAINT henesys_nx_grants_balance_kind CHECK (balance IN ('credit', 'prepaid', 'maplePoint')),
         ADD CONSTRAINT henesys_nx_grants_amount_nonzero CHECK (amount <> 0)`,
      'ALTER TABLE henesys_deliveries MODIFY delivery_key VARCHAR(100) NOT NULL',
    ],
  },
  { name: '004-demo-staff-tables', managedOnly: true, statements: DEMO_STAFF_TABLES },
  { name: '005-demo-name-change-tables', managedOnly: true, statements: DEMO_NAME_CHANGE_TABLES },
  {
    name: '006-henesys-character-moves',
    statements: [
      // A player's last "Move to town" of each character: once an hour.
      `CREATE TABLE IF NOT EXISTS henesys_character_moves (
         character_id INT NOT NULL,
         account_id INT NOT NULL,
         moved_at TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
         PRIMARY KEY (character_id)
       )`,
    ],
  },
  { name: '007-demo-library-tables', managedOnly: true, statements: DEMO_LIBRARY_TABLES },
];
