import { DEFAULT_SERVER_INFO, type ServerInfo } from '@henesys/contracts';
import { errorText } from '../../../lib/error-message';
import { plural } from '../../../lib/format';
import { InvalidServerResponseError, INVALID_RESPONSE_MESSAGE, type ServerStatus } from './parse-server-status';

export type StatusTone = 'checking' | 'online' | 'offline' | 'other';

export interface StatusView {
  tone: StatusTone;
  /** Text shown next to the light: 'Checking...', 'Online', 'Offline', 'Maintenance', ... */
  label: string;
  serverInfo: ServerInfo;
  /** 'N players online' while the server is online and reports a count; null otherwise. */
  players: string | null;
  /** Why the server is shown offline, when a call failed. */
  message: string | null;
}

/** '1 player online', '12 players online'. */
export function playersOnlineText(count: number): string {
  return `${plural(count, 'player')} online`;
}

/** SPEC §8: 'Unable to connect to server: ...' or 'Invalid server response format'. */
export function describeStatusError(error: unknown): string {
  if (error instanceof InvalidServerResponseError) return INVALID_RESPONSE_MESSAGE;
  return `Unable to connect to server: ${errorText(error)}`;
}

function capitalise(text: string): string {
  return text
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** SPEC §4: checking, then online, offline or another reported value; any failure means offline. */
export function toStatusView(query: { data?: ServerStatus; error: unknown }): StatusView {
  const serverInfo = query.data?.serverInfo ?? DEFAULT_SERVER_INFO;
  if (query.error)
    return { tone: 'offline', label: 'Offline', serverInfo, players: null, message: describeStatusError(query.error) };
  if (!query.data) return { tone: 'checking', label: 'Checking...', serverInfo, players: null, message: null };
  const { status, playersOnline } = query.data;
  const players = status === 'online' && playersOnline !== undefined ? playersOnlineText(playersOnline) : null;
  if (status === 'online' || status === 'offline')
    return { tone: status, label: capitalise(status), serverInfo, players, message: null };
  return { tone: 'other', label: capitalise(status), serverInfo, players: null, message: null };
}
