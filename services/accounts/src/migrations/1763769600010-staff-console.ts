import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff console's own data: what staff decided about the game's reports (the game's `reports` table
 * is never changed; its rows are copied here by id as they appear), the grants staff sent, and the one
 * audit trail every service feeds through the staff-audit queue. The trail is append-only: no code path
 * updates or deletes it, and a trigger refuses UPDATE, DELETE and TRUNCATE for any role.
 */
export class StaffConsole1763769600010 implements MigrationInterface {
  name = 'StaffConsole1763769600010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE accounts.reports (
        id bigint PRIMARY KEY,
        reported_at timestamptz NOT NULL,
        reporter_id integer NOT NULL,
        victim_id integer NOT NULL,
        reason smallint NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'actioned')),
        handled_by varchar(64),
        handled_at timestamptz,
        changes integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query('CREATE INDEX reports_status_idx ON accounts.reports (status, id DESC)');

    await queryRunner.query(`
      CREATE TABLE accounts.staff_grants (
        grant_key varchar(64) PRIMARY KEY,
        account_id integer NOT NULL,
        account_name varchar(64) NOT NULL,
        reason varchar(200) NOT NULL,
        nx_type varchar(10),
        nx_amount integer,
        items jsonb NOT NULL DEFAULT '[]',
        by_id integer NOT NULL,
        by_name varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT staff_grants_nx CHECK ((nx_type IS NULL) = (nx_amount IS NULL))
      )`);
    await queryRunner.query(
      'CREATE INDEX staff_grants_account_idx ON accounts.staff_grants (account_id, created_at DESC)',
    );

    await queryRunner.query(`
      CREATE TABLE accounts.staff_audit (
        id bigserial PRIMARY KEY,
        event_key varchar(200) NOT NULL CONSTRAINT staff_audit_event_key UNIQUE,
        at timestamptz NOT NULL,
        actor_id integer NOT NULL,
        actor_name varchar(64) NOT NULL,
        action varchar(30) NOT NULL,
        target varchar(100) NOT NULL,
        target_label varchar(200) NOT NULL,
        account_id integer,
        reason text,
        before jsonb,
        after jsonb
      )`);
    await queryRunner.query('CREATE INDEX staff_audit_at_idx ON accounts.staff_audit (at DESC, id DESC)');
    await queryRunner.query(
      'CREATE INDEX staff_audit_account_idx ON accounts.staff_audit (account_id, at DESC) WHERE account_id IS NOT NULL',
    );
    await queryRunner.query(`
      CREATE FUNCTION accounts.staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'accounts.staff_audit is append-only';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER staff_audit_no_change BEFORE UPDATE OR DELETE ON accounts.staff_audit
      FOR EACH ROW EXECUTE FUNCTION accounts.staff_audit_append_only()`);
    await queryRunner.query(`
      CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON accounts.staff_audit
      FOR EACH STATEMENT EXECUTE FUNCTION accounts.staff_audit_append_only()`);

    // The staff page lists an account's votes by its name, as the log records them.
    await queryRunner.query(
      'CREATE INDEX votes_account_name_idx ON accounts.votes (lower(account_name), created_at DESC)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX accounts.votes_account_name_idx');
    await queryRunner.query('DROP TABLE accounts.staff_audit');
    await queryRunner.query('DROP FUNCTION accounts.staff_audit_append_only()');
    await queryRunner.query('DROP TABLE accounts.staff_grants');
    await queryRunner.query('DROP TABLE accounts.reports');
  }
}
