import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { GameAccountDetails, PATTERNS } from '@henesys/contracts';
import { AccountDetailsPayload } from '@henesys/dto';
import { DataSource } from 'typeorm';
import { ActivityQuery } from '../activity/activity.query';
import { CharactersQuery } from '../characters/characters.query';

/** SPEC §3 'Account details', from the game account (ban state, balances), its characters and the log. */
@Controller()
export class AccountDetailsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly characters: CharactersQuery,
    private readonly activity: ActivityQuery,
  ) {}

  @MessagePattern(PATTERNS.accountsAccountDetails)
  async details(@Payload() payload: AccountDetailsPayload): Promise<GameAccountDetails> {
    const [[account], characters, recentActivity] = await Promise.all([
      this.dataSource.query(
        // Balances include NX granted but waiting in game.nx_credits for the player to log out.
        `SELECT a.banned, a.nx_credit + coalesce(p.credit, 0) AS nx_credit, a.nx_prepaid + coalesce(p.prepaid, 0) AS nx_prepaid,
                CASE WHEN a.temp_ban_until > now() THEN a.temp_ban_until END AS ban_until
         FROM game.accounts a
         LEFT JOIN LATERAL (
           SELECT sum(amount) FILTER (WHERE balance = 'nx_credit')::int AS credit, sum(amount) FILTER (WHERE balance = 'nx_prepaid')::int AS prepaid
           FROM game.nx_credits WHERE account_id = a.id AND applied_at IS NULL
         ) p ON true
         WHERE lower(a.name) = lower($1)`,
        [payload.username],
      ) as Promise<Array<{ banned: boolean; nx_credit: number; nx_prepaid: number; ban_until: Date | null }>>,
      this.characters.ofAccount(payload.username),
      this.activity.recent(payload.username),
    ]);
    return {
      status: account && (account.banned || account.ban_until) ? 'banned' : 'active',
      banExpiration: account?.ban_until?.toISOString() ?? null,
      nxCash: account?.nx_credit ?? 0,
      nxPrepaid: account?.nx_prepaid ?? 0,
      characters: characters.map((character) => ({ name: character.name, level: character.level, job: character.jobName, lastPlayed: character.lastLogoutTime })),
      recentActivity,
    };
  }
}
