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
