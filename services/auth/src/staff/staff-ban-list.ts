import { Injectable } from '@nestjs/common';
import { StaffBanPage, paginationOf } from '@henesys/contracts';
import { GameBans } from '@henesys/game';
import { banStateOf } from './ban-state';
import { StaffBansRepository } from './staff-bans.repository';

/** Who is banned now, read from the game's columns (so a GM's in-game ban shows too), with the site's "by whom". */
@Injectable()
export class StaffBanList {
  constructor(
    private readonly gameBans: GameBans,
    private readonly bans: StaffBansRepository,
  ) {}

  async page(page: number, limit: number): Promise<StaffBanPage> {
    const { accounts, total } = await this.gameBans.banned((page - 1) * limit, limit);
    const siteBans = await this.bans.inForceFor(accounts.map((account) => account.id));
    return {
      bans: accounts.map((account) => {
        const siteBan = siteBans.get(account.id);
        return {
          accountId: account.id,
          name: account.name,
          ...banStateOf(account),
          bannedBy: siteBan?.bannedBy ?? null,
          bannedAt: siteBan?.bannedAt.toISOString() ?? null,
          source: siteBan ? 'site' : 'game',
        };
      }),
      pagination: paginationOf(page, limit, total),
    };
  }
}
