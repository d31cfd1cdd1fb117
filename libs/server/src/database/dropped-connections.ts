import { Logger } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { poolOf } from './prepared-query';

const logger = new Logger('Database');

/**
 * pg reports a connection the server dropped (pg_terminate_backend, a Postgres restart) as an 'error'
 * event on its client, and an 'error' event nobody listens to ends the process. pg-pool and TypeORM
 * each listen only part of the time: a new client handed to TypeORM has no listener until a microtask
 * later, so a drop that arrived in the same packet as the client's first ReadyForQuery killed the
 * service. Every client gets a listener for its whole life; the pool and TypeORM still discard it.
 */
export function surviveDroppedConnections(dataSource: DataSource): void {
  poolOf(dataSource).on('connect', (client: PoolClient) => {
    client.on('error', (error: Error) => logger.warn(`Database connection lost: ${error.message}`));
  });
}
