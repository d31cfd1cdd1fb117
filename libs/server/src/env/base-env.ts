import 'reflect-metadata';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { IsSecret } from './secret';

/** Settings every process shares. */
export class BaseEnv {
  @IsIn(['development', 'test', 'production'])
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** How long the gateway waits for a service's answer before answering 504. */
  @IsInt()
  @Min(100)
  @Max(120_000)
  RPC_TIMEOUT_MS: number = 5_000;

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }
}

/** Settings of a process that owns a schema in PostgreSQL. */
export class DatabaseEnv extends BaseEnv {
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/henesys';

  @IsInt()
  @Min(1)
  @Max(100)
  DATABASE_POOL_SIZE: number = 10;

  /** Seed demo data (idempotently) at start: on for the single-host run, off in production. */
  @IsIn(['true', 'false'])
  SEED_DEMO_DATA: 'true' | 'false' = 'false';

  @IsString()
  DEMO_ADMIN_PASSWORD = 'admin1234';

  @IsString()
  DEMO_MEMBER_PASSWORD = 'member1234';

  /** The game server's own MySQL/MariaDB database (Cosmic schema): accounts, characters, NX, Duey, coupons. */
  @Matches(/^mysql:\/\//, { message: 'GAME_DATABASE_URL must be a mysql:// URL' })
  GAME_DATABASE_URL = 'mysql://root@127.0.0.1:3306/henesys_game';

  @IsInt()
  @Min(1)
  @Max(100)
  GAME_DATABASE_POOL_SIZE: number = 5;

  /** How long a game query (and a new connection) may take before the caller gets a 503. */
  @IsInt()
  @Min(100)
  @Max(120_000)
  GAME_DATABASE_TIMEOUT_MS: number = 2_000;

  /**
   * 'true' (the demo): the site creates the game tables it uses and may seed demo players there.
   * 'false' (a real game server): the game's tables are the game's; the site only creates its own `henesys_` tables.
   */
  @IsIn(['true', 'false'])
  GAME_SCHEMA_MANAGED: 'true' | 'false' = 'true';

  get gameSchemaManaged(): boolean {
    return this.GAME_SCHEMA_MANAGED === 'true';
  }

  get seedDemoData(): boolean {
    return this.SEED_DEMO_DATA === 'true';
  }

  productionProblems(): string[] {
    return this.isProduction && this.seedDemoData ? ['SEED_DEMO_DATA: demo accounts are refused in production'] : [];
  }
}

/** Settings of a process that signs or verifies tokens. */
export class JwtEnv extends DatabaseEnv {
  /** Signs sessions (auth) and verifies them (gateway). */
  @IsSecret({ form: '32+ random characters, e.g. openssl rand -hex 32', minLength: 32 })
  JWT_SECRET: string;

  @IsOptional()
  @IsString()
  JWT_EXPIRES_IN = '12h';
}
