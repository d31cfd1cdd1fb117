import type { ServiceHealth, ServiceName } from './services';
import type { ServerStatusResponse } from './server-status';

type Empty = Record<string, never>;

/**
 * Every request/response pattern on the transport, with its payload and answer.
 * The gateway's RpcClient.send and the services' handlers are typed from this map.
 */
export type RpcContract = {
  [K in `${ServiceName}.health`]: { request: Empty; response: ServiceHealth };
} & {
  'content.server-status': { request: Empty; response: ServerStatusResponse };
};

export type RpcPattern = keyof RpcContract;
export type RpcRequest<P extends RpcPattern> = RpcContract[P]['request'];
export type RpcResponse<P extends RpcPattern> = RpcContract[P]['response'];

export const PATTERNS = {
  contentServerStatus: 'content.server-status',
} as const satisfies Record<string, RpcPattern>;
