import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { DatabaseEnv } from '@henesys/server';

export class WorkerEnv extends DatabaseEnv {
  /** Reward jobs handled at once. */
  @IsInt()
  @Min(1)
  @Max(50)
  WORKER_CONCURRENCY: number = 5;

  /** How often a job whose worker died is noticed and run again (ms). */
  @IsInt()
  @Min(1_000)
  @Max(300_000)
  WORKER_STALLED_INTERVAL_MS: number = 30_000;

  /**
   * How often completed donations with no delivery are looked for and delivered (seconds): the
   * database, not Redis, decides what is owed, so a lost queue loses nothing.
   */
  @IsInt()
  @Min(1)
  @Max(3_600)
  RECONCILE_SECONDS: number = 60;

  /**
   * Tests only (ignored unless NODE_ENV=test): a folder where a test drops `<point>-<donationId>`
   * files to hold a delivery at that point ('before-game-commit': inside the MySQL transaction,
   * 'after-game-commit': between the MySQL commit and the Postgres one) until it removes the file;
   * the worker writes `<file>.reached` when it gets there.
   */
  @IsOptional()
  @IsString()
  REWARD_TEST_HOOK_DIR?: string;
}
