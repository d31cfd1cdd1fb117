import type { VoteProtocol } from '@henesys/contracts';
import { gamingToplist, top100arena, topg, xtremetop100 } from './call-on-vote';
import { gtop100 } from './gtop100';
import { arenaTop100, mmtop100 } from './keyed';
import type { PingbackProtocol } from './pingback-protocol';

export type { PingbackProtocol, ParsedPingback, VoteReport } from './pingback-protocol';

export const PINGBACK_PROTOCOLS: Record<VoteProtocol, PingbackProtocol> = {
  gtop100,
  topg,
  xtremetop100,
  'arena-top100': arenaTop100,
  top100arena,
  'gaming-toplist': gamingToplist,
  mmtop100,
};
