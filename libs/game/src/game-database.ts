import { ErrorCode, DomainException } from '@henesys/contracts';
import { createPool, Pool, PoolConnection, ResultSetHeader } from 'mysql2/promise';

export const GAME_DATABASE_UNAVAILABLE =
  'The game database is not answering right now. Please try again in a few minutes.';

export interface GameDatabaseOptions {
  url: string;
  poolSize: number;
  /** How long a new connection, a free pool connection or a query may take before the caller gets a 503. */
  timeoutMs: number;
}

/** What a statement needs: plain values only, always sent as parameters. */
export type SqlValue = string | number | bigint | boolean | null | Date | Buffer | SqlValue[];

/** One statement runner: the pool itself, or one connection inside a transaction. */
export interface GameQueries {
  rows<T>(sql: string, params?: SqlValue[], timeoutMs?: number): Promise<T[]>;
  execute(sql: string, params?: SqlValue[]): Promise<ResultSetHeader>;
}

/** mysql2 error codes (and MariaDB errnos) that mean "not now" rather than "wrong": the caller gets a 503. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'POOL_CLOSED',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_BAD_DB_ERROR',
  'ER_LOCK_DEADLOCK',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_QUERY_INTERRUPTED',
  'ER_CONNECTION_KILLED',
]);

export function isGameDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DomainException) return error.code === ErrorCode.ServiceUnavailable;
  const cause = error as { code?: string; fatal?: boolean } | null;
  return Boolean(cause && (cause.fatal || (cause.code && UNAVAILABLE_CODES.has(cause.code))));
}

function unavailable(error: unknown): unknown {
  return isGameDatabaseUnavailable(error) && !(error instanceof DomainException)
    ? Object.assign(new DomainException(ErrorCode.ServiceUnavailable, GAME_DATABASE_UNAVAILABLE), { cause: error })
    : error;
}

function withDeadline<T>(work: Promise<T>, ms: number, onLate: (value: T) => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let late = false;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      late = true;
      reject(Object.assign(new Error('Timed out waiting for a game database connection'), { code: 'ETIMEDOUT' }));
    }, ms);
  });
  return Promise.race([
    work.then((value) => {
      if (late) onLate(value);
      return value;
    }),
    deadline,
  ]).finally(() => clearTimeout(timer));
}

class ConnectionQueries implements GameQueries {
  constructor(
    private readonly connection: PoolConnection,
    private readonly timeoutMs: number,
  ) {}

  async rows<T>(sql: string, params: SqlValue[] = [], timeoutMs = this.timeoutMs): Promise<T[]> {
    const [rows] = await this.connection.query({ sql, timeout: timeoutMs }, params).catch((error: unknown) => {
      throw unavailable(error);
    });
    return rows as T[];
  }

  async execute(sql: string, params: SqlValue[] = []): Promise<ResultSetHeader> {
    const [result] = await this.connection.query({ sql, timeout: this.timeoutMs }, params).catch((error: unknown) => {
      throw unavailable(error);
    });
    return result as ResultSetHeader;
  }
}

/**
 * The connection to the game's own database (GAME_DATABASE_URL). Sessions run in UTC and read
 * TIMESTAMP/DATE columns as strings, so a value read can be compared back exactly (`lastlogin <=> ?`).
 * A database that is down or slow answers the caller with a 503 within `timeoutMs`, never a hang.
 */
export class GameDatabase implements GameQueries {
  private readonly pool: Pool;

  constructor(private readonly options: GameDatabaseOptions) {
    this.pool = createPool({
      uri: options.url,
      connectionLimit: options.poolSize,
      connectTimeout: options.timeoutMs,
      waitForConnections: true,
      dateStrings: true,
      supportBigNumbers: true,
      bigNumberStrings: false,
      enableKeepAlive: true,
      charset: 'utf8mb4_general_ci',
    });
    // The pool's 'connection' event hands out the callback connection: its first command runs before any other.
    this.pool.pool.on('connection', (connection) => connection.query("SET time_zone = '+00:00'"));
  }

  rows<T>(sql: string, params: SqlValue[] = [], timeoutMs?: number): Promise<T[]> {
    return this.withConnection((queries) => queries.rows<T>(sql, params, timeoutMs));
  }

  execute(sql: string, params: SqlValue[] = []): Promise<ResultSetHeader> {
    return this.withConnection((queries) => queries.execute(sql, params));
  }

  /** Runs `work` in one transaction on one connection: committed when it returns, rolled back when it throws. */
  async transaction<T>(work: (queries: GameQueries) => Promise<T>): Promise<T> {
    return this.withConnection(async (queries, connection) => {
      await connection.beginTransaction().catch((error: unknown) => {
        throw unavailable(error);
      });
      try {
        const result = await work(queries);
        await connection.commit().catch((error: unknown) => {
          throw unavailable(error);
        });
        return result;
      } catch (error) {
        await connection.rollback().catch(() => undefined);
        throw error;
      }
    });
  }

  /** A connection of its own for `work`; one that failed is closed rather than returned to the pool. */
  async withConnection<T>(work: (queries: GameQueries, connection: PoolConnection) => Promise<T>): Promise<T> {
    const connection = await withDeadline(this.pool.getConnection(), this.options.timeoutMs, (late) =>
      late.release(),
    ).catch((error: unknown) => {
      throw unavailable(error);
    });
    try {
      const result = await work(new ConnectionQueries(connection, this.options.timeoutMs), connection);
      connection.release();
      return result;
    } catch (error) {
      if (isGameDatabaseUnavailable(error)) connection.destroy();
      else connection.release();
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.pool.end().catch(() => undefined);
  }
}
