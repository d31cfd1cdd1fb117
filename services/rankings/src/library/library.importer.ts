import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { LIBRARY_VERSION_KEY } from '@henesys/contracts';
import { REDIS_CLIENT } from '@henesys/server';
import type Redis from 'ioredis';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { RankingsEnv } from '../config/rankings-env';
import { emptySourcedRows, replaceRowsOf, SourcedRows } from './library-tables';
import { wzFiles } from './wz/wz-files';
import type { FileRows } from './wz/wz-rows';

export interface LibraryImportResult {
  /** Files of the folder the library reads. */
  files: number;
  /** Read now (new or changed since the last import). */
  read: number;
  unchanged: number;
  /** Files imported before and gone now: their rows removed. */
  removed: string[];
  /** Broken or unreadable files, by name with the reason: skipped, their earlier rows kept. */
  failed: string[];
  ms: number;
}

/** Files written to PostgreSQL together (one transaction): Mob.wz alone has 1,565 small ones. */
const BATCH_FILES = 200;
const LOCK = 'henesys-rankings:library-import';

/**
 * Imports the game server's wz/ folder (GAME_WZ_PATH) into the library's tables at start, in the
 * background (the service answers meanwhile, `imported: false` until the first import is done).
 * Each file is streamed (wz-xml-stream) and skipped when its size and mtime are those of the last
 * import; a file's rows replace exactly that file's earlier rows, so a re-import is idempotent.
 */
@Injectable()
export class LibraryImporter implements OnApplicationBootstrap {
  private readonly logger = new Logger(LibraryImporter.name);
  private running?: Promise<LibraryImportResult | undefined>;
  private readonly listeners: Array<() => void> = [];

  constructor(
    private readonly env: RankingsEnv,
    private readonly dataSource: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.env.GAME_WZ_PATH) {
      this.logger.warn("GAME_WZ_PATH is not set: the library is not imported (set it to your game server's wz folder)");
      return;
    }
    this.running = this.importFolder(this.env.GAME_WZ_PATH).catch((error: unknown) => {
      this.logger.warn(
        `Library not imported from ${this.env.GAME_WZ_PATH}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return undefined;
    });
  }

  /** The start's import (undefined when there is none, or it failed). */
  startImport(): Promise<LibraryImportResult | undefined> {
    return this.running ?? Promise.resolve(undefined);
  }

  /** Called after every import (the service forgets what it kept). */
  onImported(listener: () => void): void {
    this.listeners.push(listener);
  }

  async importFolder(root: string): Promise<LibraryImportResult> {
    const started = Date.now();
    const failed: string[] = [];
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      // Replicas import one after the other; the second finds every file unchanged.
      await runner.query('SELECT pg_advisory_lock(hashtext($1))', [LOCK]);
      await stat(root);
      const files = await wzFiles(root, failed);
      const known = new Map(
        (
          (await runner.query('SELECT path, size, mtime_ms FROM rankings.library_files')) as Array<{
            path: string;
            size: string;
            mtime_ms: number;
          }>
        ).map((row) => [row.path, `${row.size}:${row.mtime_ms}`]),
      );
      const present = new Set(files.map((file) => file.path));
      const gone = [...known.keys()].filter((path) => !present.has(path));
      let read = 0;
      let batch: { rows: SourcedRows; files: Array<{ path: string; size: number; mtimeMs: number }> } = {
        rows: emptySourcedRows(),
        files: [],
      };
      const flush = async (): Promise<void> => {
        if (batch.files.length === 0) return;
        await this.write(batch.rows, batch.files, []);
        read += batch.files.length;
        batch = { rows: emptySourcedRows(), files: [] };
      };
      for (const file of files) {
        const absolute = join(root, ...file.path.split('/'));
        try {
          const { size, mtimeMs } = await stat(absolute);
          if (known.get(file.path) === `${size}:${mtimeMs}`) continue;
          addRows(batch.rows, file.path, await file.read(absolute));
          batch.files.push({ path: file.path, size, mtimeMs });
        } catch (error) {
          failed.push(`${file.path}: ${error instanceof Error ? error.message : String(error)}`);
          continue;
        }
        if (batch.files.length >= BATCH_FILES) await flush();
      }
      await flush();
      if (gone.length > 0) await this.write(emptySourcedRows(), [], gone);
      const result = {
        files: files.length,
        read,
        unchanged: files.length - read - failed.length,
        removed: gone,
        failed,
        ms: Date.now() - started,
      };
      this.report(root, result);
      return result;
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK]).catch(() => undefined);
      await runner.release();
    }
  }

  private async write(
    rows: SourcedRows,
    files: Array<{ path: string; size: number; mtimeMs: number }>,
    gone: string[],
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await replaceRowsOf(manager, [...files.map((file) => file.path), ...gone], rows);
      await manager.query('DELETE FROM rankings.library_files WHERE path = ANY($1::text[])', [gone]);
      await manager.query(
        `INSERT INTO rankings.library_files (path, size, mtime_ms)
         SELECT path, size, mtime_ms FROM jsonb_to_recordset($1::jsonb) AS r(path text, size bigint, mtime_ms double precision)
         ON CONFLICT (path) DO UPDATE SET size = excluded.size, mtime_ms = excluded.mtime_ms, imported_at = now()`,
        [JSON.stringify(files.map((file) => ({ path: file.path, size: file.size, mtime_ms: file.mtimeMs })))],
      );
    });
  }

  private report(root: string, result: LibraryImportResult): void {
    for (const problem of result.failed) this.logger.warn(`Library file skipped: ${problem}`);
    this.logger.log(
      `Library imported from ${root} in ${result.ms} ms: ${result.files} files, ${result.read} read, ${result.unchanged} unchanged, ${result.removed.length} removed, ${result.failed.length} skipped`,
    );
    for (const listener of this.listeners) listener();
    // The gateways' cached library answers key by this: the new data is served on the next request.
    void this.redis
      .incr(LIBRARY_VERSION_KEY)
      .catch((error: Error) => this.logger.warn(`Library version not bumped: ${error.message}`));
  }
}

function addRows(into: SourcedRows, source: string, rows: FileRows): void {
  for (const kind of Object.keys(into) as Array<keyof SourcedRows>)
    for (const row of rows[kind] ?? []) (into[kind] as Array<object>).push({ ...row, source });
}
