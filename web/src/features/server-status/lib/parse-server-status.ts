import { DEFAULT_SERVER_INFO, type ServerInfo } from '@henesys/contracts';

/**
 * SPEC §3/§4 server status: a status string (online, offline or any other reported value) and
 * serverInfo. The web accepts any status string, not only the values the content service sends today.
 */
export interface ServerStatus {
  status: string;
  /** Accounts logged in to the game, when the server reports it. */
  playersOnline?: number;
  serverInfo: ServerInfo;
}

export const INVALID_RESPONSE_MESSAGE = 'Invalid server response format';

export class InvalidServerResponseError extends Error {
  constructor() {
    super(INVALID_RESPONSE_MESSAGE);
    this.name = 'InvalidServerResponseError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A rate as text: 2 and '2' become '2x'; '1.5x' stays; anything else falls back. */
export function formatRate(value: unknown, fallback: string): string {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? `${value}x` : fallback;
  if (typeof value !== 'string' || value.trim() === '') return fallback;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return `${text}x`;
  if (/^\d+(\.\d+)?x$/i.test(text)) return text.toLowerCase();
  return text;
}

/** SPEC §9: a rate above 1 is styled boosted ('2x' yes, '1x' and '0.5x' no). */
export function isBoostedRate(rate: string): boolean {
  const value = Number.parseFloat(rate);
  return Number.isFinite(value) && value > 1;
}

/** Reads the body of GET /api/server-status; throws InvalidServerResponseError without a status string. */
export function parseServerStatus(body: unknown): ServerStatus {
  if (!isRecord(body) || typeof body['status'] !== 'string' || body['status'].trim() === '') {
    throw new InvalidServerResponseError();
  }
  const info = isRecord(body['serverInfo']) ? body['serverInfo'] : {};
  const version =
    typeof info['version'] === 'string' && info['version'].trim()
      ? info['version'].trim()
      : DEFAULT_SERVER_INFO.version;
  const players = body['playersOnline'];
  return {
    status: body['status'].trim().toLowerCase(),
    ...(typeof players === 'number' && Number.isFinite(players) && players >= 0
      ? { playersOnline: Math.floor(players) }
      : {}),
    serverInfo: {
      version,
      expRate: formatRate(info['expRate'], DEFAULT_SERVER_INFO.expRate),
      mesoRate: formatRate(info['mesoRate'], DEFAULT_SERVER_INFO.mesoRate),
      dropRate: formatRate(info['dropRate'], DEFAULT_SERVER_INFO.dropRate),
      maintenance: info['maintenance'] === true,
    },
  };
}
