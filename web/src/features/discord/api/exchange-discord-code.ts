import type { DiscordExchangeResult } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { requireSuccess } from '../lib/failure';
import { createOnceCache } from '../lib/run-once';

/**
 * SPEC §7 POST /discord/exchange. The API client adds the session token when there is one: the
 * server links the account at once when the popup was started with it (directConnectSuccess).
 * A 401 here must not end the session: the callback page is public and shows its own failure.
 */
export async function exchangeDiscordCode(code: string, state: string): Promise<DiscordExchangeResult> {
  const { data } = await api.post<DiscordExchangeResult>(
    '/discord/exchange',
    { code, state },
    { skipAuthRedirect: true },
  );
  return requireSuccess(data);
}

const once = createOnceCache<DiscordExchangeResult>();

/** The exchange for this code and state, run once per page load: a state is single-use on the server. */
export function exchangeDiscordCodeOnce(code: string, state: string): Promise<DiscordExchangeResult> {
  return once(`${code} ${state}`, () => exchangeDiscordCode(code, state));
}
