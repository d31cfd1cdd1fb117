import type { ServerStatusResponse } from './server-status';

export type ContentRpc = {
  'content.server-status': { request: Record<string, never>; response: ServerStatusResponse };
};

export const CONTENT_PATTERNS = {
  contentServerStatus: 'content.server-status',
} as const satisfies Record<string, keyof ContentRpc>;
