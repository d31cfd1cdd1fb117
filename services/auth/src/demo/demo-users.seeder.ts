import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DEMO_ACCOUNTS } from '@henesys/server';
import { hashPassword } from '../crypto/passwords';
import { DataSource } from 'typeorm';
import { AuthEnv } from '../config/auth-env';

/** Seeds the demo Admin and member logins when SEED_DEMO_DATA=true; existing ones are left as they are. */
@Injectable()
export class DemoUsersSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoUsersSeeder.name);

  constructor(
    private readonly env: AuthEnv,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.env.seedDemoData) return;
    let added = 0;
    for (const account of DEMO_ACCOUNTS) {
      const passwordHash = await hashPassword(this.env[account.passwordEnv]);
      const inserted: unknown[] = await this.dataSource.query(
        `INSERT INTO auth.users (username, email, password_hash, birthday, role)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING id`,
        [account.username, account.email, passwordHash, account.birthday, account.role],
      );
      added += inserted.length;
    }
    this.logger.log(`Demo users: ${added} added`);
  }
}
