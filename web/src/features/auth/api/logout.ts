import { env } from '../../../config/env';
import { authHeaders } from '../../../lib/unauthorized-handler';

/**
 * POST /auth/logout with the session's own token: the server ends it, so a copy of the token (another
 * tab, a stolen one) stops working too. keepalive lets it finish while the page moves on.
 */
export async function endSession(token: string): Promise<void> {
  try {
    await fetch(`${env.apiBaseUrl}/auth/logout`, { method: 'POST', keepalive: true, headers: authHeaders(token) });
  } catch {
    // Offline, say: the browser forgets the token either way.
  }
}
