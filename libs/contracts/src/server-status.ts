export type ServerStatusValue = 'online' | 'offline' | 'maintenance';

export interface ServerInfo {
  version: string;
  expRate: string;
  mesoRate: string;
  dropRate: string;
  maintenance: boolean;
}

export interface ServerStatusResponse {
  status: ServerStatusValue;
  /** Accounts logged in to the game; 0 while the login server does not answer or the game database is down. */
  playersOnline: number;
  serverInfo: ServerInfo;
}

export const DEFAULT_SERVER_INFO: ServerInfo = {
  version: 'GMS v0.83',
  expRate: '2x',
  mesoRate: '2x',
  dropRate: '2x',
  maintenance: false,
};

/** One sample of the players online, kept by the content service (one per SERVER_STATUS_SAMPLE_MINUTES). */
export interface PlayersOnlineSample {
  /** ISO start of the sample's interval. */
  at: string;
  players: number;
}

/** GET /api/server-status/history: the samples of the last 24 hours, oldest first. */
export interface PlayersOnlineHistory {
  sampleMinutes: number;
  samples: PlayersOnlineSample[];
}

/** How far back the players-online history reaches; older samples are deleted. */
export const PLAYERS_ONLINE_HISTORY_HOURS = 24;
