import type { AccountsRpc } from './accounts-rpc';
import type { AuthRpc } from './auth-rpc';
import type { CharacterToolsRpc } from './character-tools';
import type { CommunityRpc } from './community-rpc';
import type { ContentRpc } from './content-rpc';
import type { DonationsRpc } from './donations-rpc';
import type { LibraryRpc } from './library-rpc';
import type { RankingsRpc } from './rankings-rpc';
import type { ServiceHealth, ServiceName } from './services';
import type { StaffRpc } from './staff-rpc';
import type { WorkerRpc } from './worker-rpc';
import { ACCOUNTS_PATTERNS } from './accounts-rpc';
import { AUTH_PATTERNS } from './auth-rpc';
import { CHARACTER_TOOLS_PATTERNS } from './character-tools';
import { COMMUNITY_PATTERNS } from './community-rpc';
import { CONTENT_PATTERNS } from './content-rpc';
import { DONATIONS_PATTERNS } from './donations-rpc';
import { LIBRARY_PATTERNS } from './library-rpc';
import { RANKINGS_PATTERNS } from './rankings-rpc';
import { STAFF_PATTERNS } from './staff-rpc';
import { WORKER_PATTERNS } from './worker-rpc';

type HealthRpc = { [K in `${ServiceName}.health`]: { request: Record<string, never>; response: ServiceHealth } };

/**
 * Every request/response pattern on the transport, with its payload and answer: one file per
 * service (`<service>-rpc.ts`). The gateway's RpcClient.send and the services' handlers are typed from it.
 */
export type RpcContract = HealthRpc &
  AuthRpc &
  AccountsRpc &
  CharacterToolsRpc &
  ContentRpc &
  RankingsRpc &
  LibraryRpc &
  DonationsRpc &
  CommunityRpc &
  WorkerRpc &
  StaffRpc;

export type RpcPattern = keyof RpcContract;
export type RpcRequest<P extends RpcPattern> = RpcContract[P]['request'];
export type RpcResponse<P extends RpcPattern> = RpcContract[P]['response'];

export const PATTERNS = {
  ...AUTH_PATTERNS,
  ...ACCOUNTS_PATTERNS,
  ...CHARACTER_TOOLS_PATTERNS,
  ...CONTENT_PATTERNS,
  ...RANKINGS_PATTERNS,
  ...LIBRARY_PATTERNS,
  ...DONATIONS_PATTERNS,
  ...COMMUNITY_PATTERNS,
  ...WORKER_PATTERNS,
  ...STAFF_PATTERNS,
} as const satisfies Record<string, RpcPattern>;
