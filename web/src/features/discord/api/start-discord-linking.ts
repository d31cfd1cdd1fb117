import { api } from '../../../lib/api-client';
import { discordAddressOf } from '../lib/popup';
import { UnsuccessfulAnswerError } from '../lib/failure';

/** POST /discord/auth: Discord's authorize address, with a state the server bound to this session. */
export async function startDiscordLinking(): Promise<string> {
  const { data } = await api.post<unknown>('/discord/auth');
  const address = discordAddressOf(data);
  if (!address) throw new UnsuccessfulAnswerError(null);
  return address;
}
