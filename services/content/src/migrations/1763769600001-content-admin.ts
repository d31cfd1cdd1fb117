import { MigrationInterface, QueryRunner } from 'typeorm';

/** Who changed what (articles, notices, the maintenance switch), and the switch itself. */
export class ContentAdmin1763769600001 implements MigrationInterface {
  name = 'ContentAdmin1763769600001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content.audit_log (
        id bigserial PRIMARY KEY,
        actor_id integer NOT NULL,
        actor_name varchar(12) NOT NULL,
        action varchar(40) NOT NULL,
        entity varchar(16) NOT NULL,
        entity_id integer,
        summary text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE content.settings (
        key varchar(60) PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE content.settings');
    await queryRunner.query('DROP TABLE content.audit_log');
  }
}
