import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The vote log. Two exclusion constraints make the database itself refuse a second credited vote
 * whose 24 hours overlap an earlier one, for the same account or the same voter IP: race-safe
 * without a read-then-write.
 */
export class Votes1763769600005 implements MigrationInterface {
  name = 'Votes1763769600005';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS btree_gist');
    await queryRunner.query(`
      CREATE TABLE accounts.votes (
        id bigserial PRIMARY KEY,
        account_id integer,
        account_name varchar(64) NOT NULL,
        voter_ip varchar(64) NOT NULL,
        site varchar(40) NOT NULL,
        outcome varchar(20) NOT NULL,
        reason text,
        pingback_id varchar(100),
        credited boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        credited_until timestamptz NOT NULL DEFAULT now() + interval '24 hours',
        CONSTRAINT votes_account_daily EXCLUDE USING gist (account_id WITH =, tstzrange(created_at, credited_until) WITH &&) WHERE (credited),
        CONSTRAINT votes_ip_daily EXCLUDE USING gist (voter_ip WITH =, tstzrange(created_at, credited_until) WITH &&) WHERE (credited)
      )`);
    await queryRunner.query(
      'CREATE INDEX votes_account_recent_idx ON accounts.votes (account_id, credited_until DESC) WHERE credited',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE accounts.votes');
  }
}
