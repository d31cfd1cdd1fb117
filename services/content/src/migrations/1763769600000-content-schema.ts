import { MigrationInterface, QueryRunner } from 'typeorm';

export class ContentSchema1763769600000 implements MigrationInterface {
  name = 'ContentSchema1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content.articles (
        id serial PRIMARY KEY,
        slug varchar(120) NOT NULL UNIQUE,
        category varchar(16) NOT NULL CHECK (category IN ('event', 'update', 'news')),
        status varchar(16) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'inactive', 'archived')),
        title varchar(200) NOT NULL,
        content text NOT NULL,
        published_at timestamptz NOT NULL DEFAULT now(),
        end_date timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX articles_category_published_idx ON content.articles (category, published_at DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE content.notices (
        id serial PRIMARY KEY,
        slug varchar(120) NOT NULL UNIQUE,
        title varchar(200) NOT NULL,
        content text NOT NULL,
        severity varchar(16) NOT NULL DEFAULT 'info' CHECK (severity IN ('critical', 'warning', 'info')),
        estimated_duration varchar(60),
        active boolean NOT NULL DEFAULT true,
        published_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE content.notices');
    await queryRunner.query('DROP TABLE content.articles');
  }
}
