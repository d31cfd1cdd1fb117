import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { GameAccounts, GameMigrator, DEMO_ACCOUNTS } from '@henesys/game';
import { AuthEnv } from '../config/auth-env';
import { hashPassword } from '../crypto/passwords';
import { UsersRepository } from '../users/users.repository';

/**
 * Seeds the demo Admin and member logins when SEED_DEMO_DATA=true. In a game database the site manages
 * (GAME_SCHEMA_MANAGED=true) it first creates their game accounts if missing; it never writes game rows
 * otherwise. Each demo game account that exists gets its site user, linked to it, with the demo role.
 */
@Injectable()
export class DemoUsersSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoUsersSeeder.name);

  constructor(
    private readonly env: AuthEnv,
    private readonly users: UsersRepository,
    private readonly gameAccounts: GameAccounts,
    private readonly migrator: GameMigrator,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.env.seedDemoData) return;
    if (this.env.gameSchemaManaged && !this.migrator.migrated) {
      // The game database is not ready yet: seed once it is, without holding up the start.
      void this.migrator.whenMigrated().then(() => this.seed().catch((error: unknown) => this.failed(error)));
      return;
    }
    await this.seed().catch((error: unknown) => this.failed(error));
  }

  private async seed(): Promise<void> {
    let gameAdded = 0;
    let linked = 0;
    for (const account of DEMO_ACCOUNTS) {
      if (this.env.gameSchemaManaged) {
        const password = await hashPassword(this.env[account.passwordEnv]);
        if (
          await this.gameAccounts.createIfMissing({
            name: account.username,
            password,
            email: account.email,
            birthday: account.birthday,
          })
        )
          gameAdded += 1;
      }
      const game = await this.gameAccounts.findByName(account.username);
      if (!game) continue;
      if (
        await this.users.upsertDemo({
          username: game.name,
          email: account.email,
          birthday: account.birthday,
          role: account.role,
          gameAccountId: game.id,
        })
      )
        linked += 1;
    }
    this.logger.log(`Demo users: ${gameAdded} game accounts added, ${linked} site users linked`);
  }

  private failed(error: unknown): void {
    this.logger.warn(`Demo users not seeded: ${error instanceof Error ? error.message : String(error)}`);
  }
}
