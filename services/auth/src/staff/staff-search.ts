import { Injectable } from '@nestjs/common';
import type { StaffPlayerHit } from '@henesys/contracts';
import { gameBan, GamePlayers, likePrefix } from '@henesys/game';
import { UsersRepository } from '../users/users.repository';
import { LoginAddressesRepository } from './login-addresses.repository';

const LIMIT = 25;

/** Looks like the start of an IPv4 or IPv6 address: digits (or hex) with a dot or a colon. */
export function looksLikeAddress(text: string): boolean {
  return /^[0-9a-f:.]+$/i.test(text) && /[.:]/.test(text);
}

/**
 * One search box for staff: account and character names (as the game matches them), emails (the
 * site's: indexed, and every player who ever signed in to the site has theirs there; the game's
 * column has no index), the addresses accounts logged in from (the site's and the game's last one),
 * and site users a Discord name found (the gateway asks community): all by prefix.
 */
@Injectable()
export class StaffSearch {
  constructor(
    private readonly users: UsersRepository,
    private readonly game: GamePlayers,
    private readonly addresses: LoginAddressesRepository,
  ) {}

  async search(q: string, discordUserIds: number[] = []): Promise<StaffPlayerHit[]> {
    const text = q.trim();
    if (!text) return [];
    const email = text.includes('@');
    const address = looksLikeAddress(text);
    const found = await Promise.all([
      this.game.findAccountIds(text, { names: /^[a-z0-9]+$/i.test(text), ip: address }, LIMIT),
      email ? this.users.gameAccountsByEmailPrefix(likePrefix(text), LIMIT) : Promise.resolve([]),
      address ? this.addresses.gameAccountsAtPrefix(text, LIMIT) : Promise.resolve([]),
      discordUserIds.length > 0 ? this.users.gameAccountsOf(discordUserIds, LIMIT) : Promise.resolve([]),
    ]);
    const ids = [...new Set(found.flat())].slice(0, LIMIT);
    const hits = await this.game.hits(ids);
    return hits.map((hit) => ({
      accountId: hit.id,
      name: hit.name,
      email: hit.email,
      characters: hit.characters,
      banned: gameBan({ ...hit, banreason: null }) !== null,
    }));
  }
}
