import type { CookieOptions, Request } from 'express';
import { GatewayEnv } from '../config/gateway-env';
import { DASHBOARD_PATH } from './queue-board';

export const DASHBOARD_COOKIE = 'henesys_queue_dashboard';

/**
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), sent only under
 * the dashboard's path, and Secure whenever the site is served over https.
 */
export function dashboardCookieOptions(request: Request, env: GatewayEnv): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: DASHBOARD_PATH,
    secure: request.secure || env.PUBLIC_URL.startsWith('https:'),
  };
}

/** One cookie's value from the Cookie header (the gateway has no cookie parser: this is its only cookie). */
export function readCookie(request: Request, name: string): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
