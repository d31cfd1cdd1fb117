import type { Client } from 'pg';

/** The parts of pg's connection a COPY needs (pg calls a submittable's handlers with it). */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.WritableStream & { writableNeedDrain?: boolean };
}

/**
 * `COPY ... FROM STDIN` through node-postgres without an extra package: pg accepts any object with
 * `submit` and the protocol handlers as a query. Rows are streamed as the source yields them, with
 * back-pressure; a source that fails cancels the COPY and its own error is the one thrown.
 */
class CopyFromStdin {
  private rowCount = 0;
  private failed?: Error;
  private sourceError?: unknown;
  readonly done: Promise<number>;
  private settle!: { resolve: (rows: number) => void; reject: (error: unknown) => void };

  constructor(
    private readonly text: string,
    private readonly chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  ) {
    this.done = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
  }

  submit(connection: CopyConnection): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: CopyConnection): void {
    void this.pump(connection);
  }

  handleCommandComplete(message: { text: string }): void {
    this.rowCount = Number(/COPY (\d+)/.exec(message.text)?.[1] ?? 0);
  }

  /** pg forgets a query that failed (no ReadyForQuery reaches it), so a failure settles here. */
  handleError(error: Error): void {
    this.failed = error;
    this.settle.reject(this.sourceError ?? error);
  }

  handleReadyForQuery(): void {
    if (this.failed) this.settle.reject(this.sourceError ?? this.failed);
    else this.settle.resolve(this.rowCount);
  }

  private async pump(connection: CopyConnection): Promise<void> {
    try {
      let batch: Buffer[] = [];
      let batchBytes = 0;
      for await (const chunk of this.chunks) {
        batch.push(chunk);
        batchBytes += chunk.length;
        if (batchBytes < 1 << 16) continue;
        if (this.failed) return;
        connection.sendCopyFromChunk(batch.length === 1 ? batch[0] : Buffer.concat(batch));
        batch = [];
        batchBytes = 0;
        if (connection.stream.writableNeedDrain)
          await new Promise((resolve) => connection.stream.once('drain', resolve));
      }
      if (batchBytes > 0) connection.sendCopyFromChunk(Buffer.concat(batch));
      connection.endCopyFrom();
    } catch (error) {
      this.sourceError = error;
      connection.sendCopyFail(error instanceof Error ? error.message : String(error));
    }
  }
}

/** Streams `lines` (COPY text rows in UTF-8, each ending in \n) into `table (columns)`; answers the row count. */
export function copyRows(
  client: Client,
  table: string,
  columns: string,
  lines: AsyncIterable<Buffer> | Iterable<Buffer>,
): Promise<number> {
  const copy = new CopyFromStdin(`COPY ${table} (${columns}) FROM STDIN`, lines);
  void client.query(copy as never);
  return copy.done;
}
