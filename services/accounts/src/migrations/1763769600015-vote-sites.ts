import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Several vote sites, each with its own cooldown and reward. The GTop100 site of the original address
 * is site 1: the votes recorded so far are its votes. Its settings (and any further sites) are filled
 * from the env at the first start (VoteSitesSeeder), which vote_sites_seeded then records.
 *
 * The exclusion constraints now hold per site: one credited vote per account, and per voter address,
 * per site within that site's cooldown (credited_until). A site that reports no voter address (an empty
 * voter_ip) is held to the account rule only.
 */
export class VoteSites1763769600015 implements MigrationInterface {
  name = 'VoteSites1763769600015';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE accounts.vote_sites (
        id serial PRIMARY KEY,
        name varchar(40) NOT NULL,
        protocol varchar(20) NOT NULL,
        vote_url varchar(500) NOT NULL,
        cooldown_hours integer NOT NULL DEFAULT 24,
        reward_nx integer NOT NULL DEFAULT 5000,
        enabled boolean NOT NULL DEFAULT true,
        position integer NOT NULL DEFAULT 0,
        allow_from text[] NOT NULL DEFAULT '{}',
        site_key varchar(200),
        secret varchar(64) NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      INSERT INTO accounts.vote_sites (id, name, protocol, vote_url, secret)
      VALUES (1, 'GTop100', 'gtop100', 'https://gtop100.com/?vote=1&pingUsername={username}', md5(random()::text || clock_timestamp()::text))`);
    await queryRunner.query(`SELECT setval('accounts.vote_sites_id_seq', 1)`);
    await queryRunner.query(
      'CREATE TABLE accounts.vote_sites_seeded (singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton), seeded_at timestamptz NOT NULL DEFAULT now())',
    );

    await queryRunner.query(`
      ALTER TABLE accounts.votes
        ADD COLUMN site_id integer NOT NULL DEFAULT 1,
        ADD COLUMN reward_nx integer NOT NULL DEFAULT 5000,
        DROP CONSTRAINT votes_account_daily,
        DROP CONSTRAINT votes_ip_daily`);
    await queryRunner.query(`
      ALTER TABLE accounts.votes
        ADD CONSTRAINT votes_account_cooldown EXCLUDE USING gist (site_id WITH =, account_id WITH =, tstzrange(created_at, credited_until) WITH &&) WHERE (credited),
        ADD CONSTRAINT votes_ip_cooldown EXCLUDE USING gist (site_id WITH =, voter_ip WITH =, tstzrange(created_at, credited_until) WITH &&) WHERE (credited AND voter_ip <> '')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE accounts.votes
        DROP CONSTRAINT votes_account_cooldown,
        DROP CONSTRAINT votes_ip_cooldown,
        DROP COLUMN reward_nx,
        DROP COLUMN site_id`);
    await queryRunner.query(`
      ALTER TABLE accounts.votes
        ADD CONSTRAINT votes_account_daily EXCLUDE USING gist (account_id WITH =, tstzrange(created_at, credited_until) WITH &&) WHERE (credited),
        ADD CONSTRAINT votes_ip_daily EXCLUDE USING gist (voter_ip WITH =, tstzrange(created_at, credited_until) WITH &&) WHERE (credited)`);
    await queryRunner.query('DROP TABLE accounts.vote_sites_seeded');
    await queryRunner.query('DROP TABLE accounts.vote_sites');
  }
}
