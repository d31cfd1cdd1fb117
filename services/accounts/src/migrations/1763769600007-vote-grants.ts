import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A credited vote's NX is granted in the game database's ledger (key `vote:<id>`), after the vote is
 * committed here: granted_at records that the grant was written. Credited votes without it are granted
 * again by the sweeper (the ledger key makes that idempotent). Votes credited before this migration
 * were granted by the former ledger: they count as granted.
 */
export class VoteGrants1763769600007 implements MigrationInterface {
  name = 'VoteGrants1763769600007';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE accounts.votes ADD COLUMN granted_at timestamptz');
    await queryRunner.query('UPDATE accounts.votes SET granted_at = created_at WHERE credited');
    await queryRunner.query(
      'CREATE INDEX votes_ungranted_idx ON accounts.votes (id) WHERE credited AND granted_at IS NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX accounts.votes_ungranted_idx');
    await queryRunner.query('ALTER TABLE accounts.votes DROP COLUMN granted_at');
  }
}
