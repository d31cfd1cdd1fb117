import { MigrationInterface, QueryRunner } from 'typeorm';

export class Donations1763769600000 implements MigrationInterface {
  name = 'Donations1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE donations.donations (
        id serial PRIMARY KEY,
        user_id integer NOT NULL,
        username varchar(12) NOT NULL,
        email varchar(254) NOT NULL,
        package_id varchar(20) NOT NULL,
        package_name varchar(60) NOT NULL,
        is_founder boolean NOT NULL,
        character_name varchar(12),
        amount_usd numeric(10, 2) NOT NULL CHECK (amount_usd > 0),
        payment_method varchar(12) NOT NULL,
        transaction_code varchar(120),
        status varchar(12) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'completed', 'cancelled')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The same transaction hash or gift card code can pay one donation only.
    await queryRunner.query(
      `CREATE UNIQUE INDEX donations_transaction_code_key ON donations.donations (lower(transaction_code)) WHERE transaction_code IS NOT NULL`,
    );
    // One Founder Pack per account: a pending, approved or completed one blocks another (also under races).
    await queryRunner.query(
      `CREATE UNIQUE INDEX donations_one_founder_pack ON donations.donations (user_id) WHERE is_founder AND status IN ('pending', 'approved', 'completed')`,
    );
    await queryRunner.query(`CREATE INDEX donations_user_idx ON donations.donations (user_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX donations_status_idx ON donations.donations (status, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE donations.donations');
  }
}
