import { MigrationInterface, QueryRunner } from 'typeorm';

/** The audit trail of status changes: which admin, when, from, to, and their notes. */
export class StatusChanges1763769600001 implements MigrationInterface {
  name = 'StatusChanges1763769600001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE donations.status_changes (
        id serial PRIMARY KEY,
        donation_id integer NOT NULL REFERENCES donations.donations (id) ON DELETE CASCADE,
        admin_id integer NOT NULL,
        admin_name varchar(12) NOT NULL,
        from_status varchar(12) NOT NULL,
        to_status varchar(12) NOT NULL,
        notes text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX status_changes_donation_idx ON donations.status_changes (donation_id, id DESC)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE donations.status_changes');
  }
}
